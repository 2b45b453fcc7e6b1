#import <UIKit/UIKit.h>

@interface DetailViewController : UIViewController
- (IBAction)onLikeBtnPressed_UA:(id)sender;
@end
