#import "HomeViewController.h"
#import "TrackingIDs.h"

NSString *const kHomeLeaveEvent = @"PAGE_EVENT_HOME_LEAVE";
static NSString *const kShareEvent = @"CTRL_EVENT_HOME_SHARE";

@implementation HomeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.shareButton addTarget:self action:@selector(onShare:) forControlEvents:UIControlEventTouchUpInside];
    UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(onBannerTap:)];
    [self.view addGestureRecognizer:tap];
}

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [WUserStatistics sendEventToServer:@"PAGE_EVENT_HOME_ENTER"];
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [WUserStatistics sendEventToServer:kHomeLeaveEvent];
}

- (IBAction)onFavBtnPressed:(id)sender {
    [WUserStatistics sendEventToServer:@"CTRL_EVENT_HOME_FAV"];
    [self toggleFavourite];
}

- (void)onShare:(id)sender {
    [[Tracker shared] logEvent:kShareEvent withParameters:@{@"from": @"home"}];
#ifdef DEBUG
    [WUserStatistics sendEventToServer:@"DEBUG_HOME_SHARE"];
#endif
}

- (void)onBannerTap:(UITapGestureRecognizer *)recognizer {
    [WUserStatistics sendEventToServer:@"CTRL_EVENT_HOME_BANNER"];
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [WUserStatistics sendEventToServer:[NSString stringWithFormat:@"CTRL_EVENT_HOME_ROW_%ld", (long)indexPath.row]];
}

- (void)toggleFavourite {
    if (self.isFavourite) {
        [WUserStatistics sendEventToServer:@"CTRL_EVENT_HOME_UNFAV"];
    }
    dispatch_async(dispatch_get_main_queue(), ^{
        [WUserStatistics sendEventToServer:@"CTRL_EVENT_HOME_FAV_DONE"];
    });
}

@end
