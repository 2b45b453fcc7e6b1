#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// The detail page, in Objective-C: pushed from the home page's Details button.
///
/// Tracked in Configs/WGlobalUserStatisticsConfig.plist: Enter/Leave and onShareBtnPressed:.
/// onBackBtnPressed: is untagged and not configured.
@interface DetailViewController : UIViewController

- (IBAction)onShareBtnPressed:(id)sender;
- (IBAction)onBackBtnPressed:(id)sender;

@end

NS_ASSUME_NONNULL_END
