#import "FavoritesViewController+Sharing.h"

@implementation FavoritesViewController (Sharing)

- (void)shareItem:(WPFavoriteItem *)item completion:(void (^)(BOOL completed))completion {
    UIActivityViewController *sheet = [[UIActivityViewController alloc] initWithActivityItems:@[item] applicationActivities:nil];
    sheet.completionWithItemsHandler = ^(UIActivityType activityType, BOOL completed, NSArray *returnedItems, NSError *error) {
        completion(completed);
    };
    [self presentViewController:sheet animated:YES completion:nil];
}

- (IBAction)onShareBtnPressed:(id)sender {
    if (self.selectedItem) {
        [self presentShareSheetForItem:self.selectedItem fromView:sender animated:YES];
    }
}

@end
