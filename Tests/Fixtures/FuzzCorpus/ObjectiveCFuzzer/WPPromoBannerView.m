#import "WPPromoBannerView.h"

@implementation WPPromoBannerView

- (void)layoutSubviews {
    [super layoutSubviews];
    self.layer.cornerRadius = self.cornerRadius;
}

- (IBAction)onDismissBtnPressed:(id)sender {
    [self sendActionsForControlEvents:UIControlEventValueChanged];
    [self removeFromSuperview];
}

@end
