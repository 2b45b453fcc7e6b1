import UIKit

/// Which notifications the user gets, reached from the settings page. Tracked in
/// `Configs/SettingsPages.xml` under the name `@objc` gives it: Enter/Leave and
/// `onToggleAllSwitchChanged_UA:`, wired in Main.storyboard.
@objc(NotificationSettingsViewController)
final class NotificationSettingsViewController: BaseViewController {
    @IBOutlet private var categorySwitches: [UISwitch]!

    override var helpText: String { "Turn every kind of notification on or off at once." }

    @IBAction func onToggleAllSwitchChanged_UA(_ sender: UISwitch) {
        for categorySwitch in categorySwitches {
            categorySwitch.setOn(sender.isOn, animated: true)
        }
    }
}
