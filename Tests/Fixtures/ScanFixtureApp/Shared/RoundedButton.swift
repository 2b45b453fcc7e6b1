import UIKit

/// A designable button shared by every page. Open and public access do not change what the
/// runtime sees.
@IBDesignable
open class RoundedButton: UIButton {
    @IBInspectable open var cornerRadius: CGFloat = 8

    open override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = cornerRadius
    }

    /// pulse
    @objc open func pulse() {
        UIView.animate(withDuration: 0.2) { self.transform = CGAffineTransform(scaleX: 1.1, y: 1.1) } completion: { _ in
            self.transform = .identity
        }
    }
}
