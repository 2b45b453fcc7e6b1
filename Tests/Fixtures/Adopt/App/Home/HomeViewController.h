#import <UIKit/UIKit.h>

@interface HomeViewController : UIViewController <UITableViewDelegate>
@property (nonatomic, strong) UIButton *shareButton;
- (IBAction)onFavBtnPressed:(id)sender;
@end
