#import "FavoritesViewController.h"

NS_ASSUME_NONNULL_BEGIN

/// A category in its own files, whose paths sort before FavoritesViewController.h.
@interface FavoritesViewController (Sharing)

- (void)shareItem:(WPFavoriteItem *)item completion:(void (^)(BOOL completed))completion;
- (IBAction)onShareBtnPressed:(id)sender;

@end

NS_ASSUME_NONNULL_END
