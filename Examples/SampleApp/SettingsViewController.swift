import UIKit

/// The settings page, reached from the home page's Settings button. Tracked in
/// `Configs/SettingsPages.xml` under the name `@objc` gives it: Enter/Leave,
/// `onLogoutBtnPressed_UA:` and `onNotificationsSwitchChanged:`, both wired in Main.storyboard.
@objc(SettingsViewController)
final class SettingsViewController: BaseViewController {
    @IBOutlet private weak var notificationsSwitch: UISwitch!

    override var helpText: String { "Log out, or choose which notifications you get." }

    @IBAction func onLogoutBtnPressed_UA(_ sender: UIButton) {
        UserDefaults.standard.removeObject(forKey: "session")
        navigationController?.popToRootViewController(animated: true)
    }

    @IBAction func onNotificationsSwitchChanged(_ sender: UISwitch) {
        UserDefaults.standard.set(sender.isOn, forKey: "notificationsEnabled")
    }
}
