#import <UIKit/UIKit.h>

// Two classes declared and implemented in one .m file, with no header.

@interface WPOrderSummaryView : UIView
@property (nonatomic, assign, getter=isExpanded) BOOL expanded;
- (IBAction)onExpandBtnPressed:(id)sender;
@end

@interface WPOrderSummaryFooterView : WPOrderSummaryView
@end

@implementation WPOrderSummaryView

- (IBAction)onExpandBtnPressed:(id)sender {
    self.expanded = !self.isExpanded;
    [UIView animateWithDuration:0.25 animations:^{
        [self layoutIfNeeded];
    } completion:^(BOOL finished) {
        [self setNeedsDisplay];
    }];
}

@end

@implementation WPOrderSummaryFooterView

- (IBAction)onTermsBtnPressed_UA:(id)sender {
    [UIApplication.sharedApplication openURL:[NSURL URLWithString:@"https://example.com/terms"] options:@{} completionHandler:nil];
}

@end
