#import "FavoritesViewController.h"
#import "FavoritesViewController+Sharing.h"
#import "WPFavoriteCell.h"

static NSString *const WPFavoritesFakeDeclaration = @"@interface FakeInString : UIViewController - (IBAction)fakeInString:(id)sender; @end";

/// The class extension: a private action.
@interface FavoritesViewController ()
@property (nonatomic, weak) IBOutlet UITableView *tableView;
@property (nonatomic, strong) NSMutableArray<WPFavoriteItem *> *items;
- (IBAction)onEditBtnPressed_UA:(id)sender;
@end

/// A category declared and implemented in this file.
@interface FavoritesViewController (Tracking)
- (void)ua_trackFavoriteTap:(id)sender;
+ (void)ua_resetTracking;
@end

@implementation FavoritesViewController

+ (NSString *)storyboardIdentifier {
    return @"Favorites";
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.items = [NSMutableArray array];
    __weak typeof(self) weakSelf = self;
    dispatch_async(dispatch_get_main_queue(), ^{
        [weakSelf.tableView reloadData];
        if (weakSelf.items.count == 0) {
            weakSelf.title = @"No favorites";
        }
    });
    [self.items enumerateObjectsUsingBlock:^(WPFavoriteItem *item, NSUInteger index, BOOL *stop) {
        if (index > 100) { *stop = YES; }
    }];
}

- (IBAction)onFavBtnPressed_UA:(UIButton *)sender {
    sender.selected = !sender.selected;
    [self ua_trackFavoriteTap:sender];
}

- (IBAction)onRemoveBtnPressed:(UIButton *)sender forEvent:(UIEvent *)event {
    UITouch *touch = event.allTouches.anyObject;
    NSIndexPath *indexPath = [self.tableView indexPathForRowAtPoint:[touch locationInView:self.tableView]];
    if (indexPath) {
        [self.items removeObjectAtIndex:indexPath.row];
        [self.tableView deleteRowsAtIndexPaths:@[indexPath] withRowAnimation:UITableViewRowAnimationAutomatic];
    }
}

- (IBAction)onEditBtnPressed_UA:(id)sender {
    self.editingFavorites = !self.isEditingFavorites;
    [self.tableView setEditing:self.isEditingFavorites animated:YES];
}

- (void)moveItemAtIndex:(NSUInteger)fromIndex toIndex:(NSUInteger)toIndex {
    WPFavoriteItem *item = self.items[fromIndex];
    [self.items removeObjectAtIndex:fromIndex];
    [self.items insertObject:item atIndex:toIndex];
}

- (void)presentShareSheetForItem:(WPFavoriteItem *)item
                        fromView:(UIView *)view
                        animated:(BOOL)animated {
    [self shareItem:item completion:^(BOOL completed) {
        view.hidden = !completed;
    }];
}

#if DEBUG
- (IBAction)onDebugBtnPressed:(id)sender {
    NSLog(@"%@", self.items);
}
#else
- (IBAction)onFeedbackBtnPressed:(id)sender {
    [UIApplication.sharedApplication openURL:[NSURL URLWithString:@"mailto:feedback@example.com"] options:@{} completionHandler:nil];
}
#endif

#if 0
- (IBAction)onOldClearAllBtnPressed:(id)sender {
    [self.items removeAllObjects];
}
#endif

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.items.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    WPFavoriteCell *cell = [tableView dequeueReusableCellWithIdentifier:@"FavoriteCell" forIndexPath:indexPath];
    cell.onStar = ^{
        [self onFavBtnPressed_UA:cell.starButton];
    };
    return cell;
}

@end

@implementation FavoritesViewController (Tracking)

+ (void)ua_resetTracking {
    [NSUserDefaults.standardUserDefaults removeObjectForKey:@"ua_favorites"];
}

- (void)ua_trackFavoriteTap:(id)sender {
    NSLog(@"favorite tapped: %@", sender);
}

@end
