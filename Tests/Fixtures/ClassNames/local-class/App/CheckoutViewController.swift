import UIKit

final class CheckoutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // A mangled name that holds the function it is declared in.
        final class PromoSheetController: UIViewController {
            @IBAction func onApplyPromoBtnPressed(_ sender: Any) {}
        }
        present(PromoSheetController(), animated: true)
    }
}
