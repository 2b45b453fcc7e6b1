#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

IB_DESIGNABLE
@interface WPPromoBannerView : UIControl

@property (nonatomic) IBInspectable CGFloat cornerRadius;

- (IBAction)onDismissBtnPressed:(id)sender;

@end

NS_ASSUME_NONNULL_END
