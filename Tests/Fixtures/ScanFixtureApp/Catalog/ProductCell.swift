import UIKit

/// A cell loaded from ProductCell.xib, whose top-level object (not File's Owner) is the cell:
/// its button sends onAddToCartBtnPressed_UA: to the cell itself.
final class ProductCell: UITableViewCell {
    @IBOutlet private weak var titleLabel: UILabel!
    var onAddToCart: (() -> Void)?

    @IBAction private func onAddToCartBtnPressed_UA(_ sender: UIButton) {
        onAddToCart?()
    }

    func configure(title: String) {
        titleLabel.text = title
    }
}
