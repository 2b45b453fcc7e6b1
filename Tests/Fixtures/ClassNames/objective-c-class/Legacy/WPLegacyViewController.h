#import <UIKit/UIKit.h>

// NSStringFromClass: the name as written, with no module, even in a module's folder.
@interface WPLegacyViewController : UIViewController
- (IBAction)onBackBtnPressed:(id)sender;
@end

@interface WPLegacyDetailViewController : UIViewController
@end
