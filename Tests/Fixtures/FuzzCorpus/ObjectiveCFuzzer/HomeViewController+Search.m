#import "HomeViewController.h"

@implementation HomeViewController (Search)

- (IBAction)onSearchBtnPressed:(id)sender {
    [WUserStatistics sendEventToServer:@"CTRL_EVENT_HOME_SEARCH"];
}

@end
