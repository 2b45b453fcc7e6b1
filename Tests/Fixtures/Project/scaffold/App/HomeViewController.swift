import UIKit

@objc(HomeViewController)
class HomeViewController: BaseViewController {
    @IBAction func onFavBtnPressed_UA(_ sender: UIButton) {}

    @IBAction func onShareBtnPressed(_ sender: UIButton) {}
}
