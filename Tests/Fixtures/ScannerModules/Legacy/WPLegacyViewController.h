// Objective-C: the runtime names the class without a module, wherever its folder is.
@interface WPLegacyViewController : UIViewController
- (IBAction)onBackBtnPressed:(id)sender;
@end
