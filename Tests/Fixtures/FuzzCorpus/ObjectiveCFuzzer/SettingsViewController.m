#import "TrackingIDs.h"

@interface SettingsViewController : UIViewController
@end

@implementation SettingsViewController

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [WUserStatistics sendEventToServer:PAGE_EVENT_SETTINGS_ENTER];
}

- (void)onLogout:(id)sender {
    [WUserStatistics sendEventToServer:CTRL_EVENT_LOGOUT];
}

- (void)onHelp:(id)sender {
    [WUserStatistics sendEventToServer:self.helpEventID];
}

@end
