#import "WPFavoriteCell.h"

@implementation WPFavoriteCell

- (void)prepareForReuse {
    [super prepareForReuse];
    self.onStar = nil;
}

- (IBAction)onStarBtnPressed_UA:(UIButton *)sender {
    if (self.onStar) {
        self.onStar();
    }
}

@end
