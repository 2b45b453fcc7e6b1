#import "DetailViewController.h"

@implementation DetailViewController
- (IBAction)onLikeBtnPressed_UA:(id)sender {}
@end
