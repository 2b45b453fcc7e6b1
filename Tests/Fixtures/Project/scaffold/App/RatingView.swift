import UIKit

@objc(RatingView)
class RatingView: UIView {
    @objc func onStarTapped_UA(_ sender: UIButton) {}
}
