#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// The root of the app's Objective-C pages. OrderHistoryViewController (Swift) and
/// FavoritesViewController inherit from it.
@interface WPBaseObjCViewController : UIViewController

@property (nonatomic, copy, nullable) NSString *pageName;

+ (instancetype)controllerFromStoryboard;

- (IBAction)onBackBtnPressed:(id)sender;

@end

NS_ASSUME_NONNULL_END
