#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// The favorites list's prototype cell (in Main.storyboard): its star button sends
/// onStarBtnPressed_UA: to the cell, not to the view controller.
@interface WPFavoriteCell : UITableViewCell

@property (nonatomic, weak) IBOutlet UIButton *starButton;
@property (nonatomic, copy, nullable) void (^onStar)(void);

- (IBAction)onStarBtnPressed_UA:(UIButton *)sender;

@end

NS_ASSUME_NONNULL_END
