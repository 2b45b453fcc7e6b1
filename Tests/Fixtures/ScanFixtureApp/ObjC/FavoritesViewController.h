#import <UIKit/UIKit.h>
#import "WPBaseObjCViewController.h"

NS_ASSUME_NONNULL_BEGIN

@class WPFavoriteItem;
@class FavoritesViewController;
@protocol WPShareTarget;

// @interface FakeInLineComment : UIViewController
/* @interface FakeInBlockComment : UIViewController
   - (IBAction)fakeInBlockComment:(id)sender;
   @end */

/// Requirements of a protocol are not methods of any class.
@protocol FavoritesViewControllerDelegate <NSObject>
- (void)favoritesViewControllerDidChange:(FavoritesViewController *)controller;
@optional
- (void)favoritesViewController:(FavoritesViewController *)controller didSelectItem:(WPFavoriteItem *)item;
@end

API_AVAILABLE(ios(13.0))
@interface FavoritesViewController : WPBaseObjCViewController <UITableViewDataSource, UITableViewDelegate>

@property (nonatomic, weak, nullable) id<FavoritesViewControllerDelegate> delegate;
@property (nonatomic, getter=isEditingFavorites) BOOL editingFavorites;
@property (nonatomic, strong, nullable) WPFavoriteItem *selectedItem;

+ (NSString *)storyboardIdentifier;

- (IBAction)onFavBtnPressed_UA:(UIButton *)sender;
- (IBAction)onRemoveBtnPressed:(UIButton *)sender forEvent:(UIEvent *)event;
- (void)moveItemAtIndex:(NSUInteger)fromIndex toIndex:(NSUInteger)toIndex NS_SWIFT_NAME(moveItem(at:to:));
- (void)presentShareSheetForItem:(WPFavoriteItem *)item
                        fromView:(UIView *)view
                        animated:(BOOL)animated;

@end

NS_ASSUME_NONNULL_END
