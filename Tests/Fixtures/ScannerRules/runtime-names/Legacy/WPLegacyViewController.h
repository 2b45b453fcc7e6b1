#import <UIKit/UIKit.h>

// Objective-C: the runtime names the class as its source does, with no module.
@interface WPLegacyViewController : UIViewController
- (IBAction)onBackBtnPressed:(id)sender;
@end
