import UIKit

enum CartEvent: String {
    case enter = "PAGE_EVENT_CART_ENTER"
    case checkout = "CTRL_EVENT_CART_CHECKOUT"
    case CTRL_EVENT_CART_CLEAR
}

final class CartViewController: UIViewController {
    static let leaveEvent = "PAGE_EVENT_CART_LEAVE"
    @IBOutlet private var checkoutButton: UIButton!
    private var items: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        checkoutButton.addTarget(self, action: #selector(checkout(_:)), for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Clear", style: .plain, target: self, action: #selector(clearTapped))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Analytics.shared.track(CartEvent.enter.rawValue)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        Analytics.track(Self.leaveEvent)
        #if DEBUG
        Analytics.track("DEBUG_CART_LEAVE")
        #endif
    }

    @objc func checkout(_ sender: UIButton) {
        Analytics.track(CartEvent.checkout.rawValue)
        items.forEach { item in Analytics.track("CTRL_EVENT_CART_ITEM") }
    }

    @objc func clearTapped() {
        Analytics.track(CartEvent.CTRL_EVENT_CART_CLEAR.rawValue)
    }

    @IBAction func onCouponApplied(_ sender: UIButton) {
        Analytics.track("CTRL_EVENT_CART_COUPON_" + (sender.titleLabel?.text ?? ""))
    }
}
