import UIKit

/// Loads ProfileHeaderView.xib with itself as File's Owner; the xib's buttons send their
/// actions to File's Owner.
final class ProfileHeaderView: UIView {
    @IBOutlet private var contentView: UIView!

    override init(frame: CGRect) {
        super.init(frame: frame)
        loadFromNib()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadFromNib()
    }

    private func loadFromNib() {
        Bundle.main.loadNibNamed("ProfileHeaderView", owner: self)
        addSubview(contentView)
        contentView.frame = bounds
    }

    @IBAction func onFollowBtnPressed_UA(_ sender: UIButton) {
        sender.isSelected.toggle()
    }

    @IBAction func onMessageBtnPressed(_ sender: UIButton) {
        sender.isEnabled = false
    }
}
