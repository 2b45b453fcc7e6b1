#import "DetailViewController.h"

@interface DetailViewController ()
@property (nonatomic, weak) IBOutlet UILabel *titleLabel;
@end

@implementation DetailViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.titleLabel.text = self.title;
}

- (IBAction)onShareBtnPressed:(id)sender {
    UIActivityViewController *sheet =
        [[UIActivityViewController alloc] initWithActivityItems:@[self.title ?: @""] applicationActivities:nil];
    [self presentViewController:sheet animated:YES completion:nil];
}

- (IBAction)onBackBtnPressed:(id)sender {
    [self.navigationController popViewControllerAnimated:YES];
}

@end
