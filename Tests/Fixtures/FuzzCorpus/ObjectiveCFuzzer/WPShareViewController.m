// Clang reads the selector of @selector(…) inside any number of parentheses: each of these
// names shareTapped: or share:with:, and compiles to the same SEL.
@implementation WPShareViewController

- (void)viewDidLoad {
    [self.shareButton addTarget:self action:@selector((shareTapped:)) forControlEvents:UIControlEventTouchUpInside];
    [self.mailButton addTarget:self action:@selector(((share:with:))) forControlEvents:UIControlEventTouchUpInside];
    [self.closeButton addTarget:self action:@selector(close) forControlEvents:UIControlEventTouchUpInside];
    SEL broken = @selector((unbalanced:);
}

- (void)shareTapped:(id)sender {}
- (void)share:(id)sender with:(id)target {}
- (void)close {}

@end
