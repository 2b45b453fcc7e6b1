import EventMapCore
import EventMapper

// The sample app's pages (Examples/SampleApp), declared for Linux where there is no UIKit and
// no Objective-C runtime to list their methods. They are grouped in one file because they are
// read together: a hierarchy mirroring the app, each class listing only its own actions, as
// `ActionDeclaring` asks. The selectors are spelt as each source file spells them (Swift or
// Objective-C), so the registry's normalisation is exercised too.

/// Stand in for UIKit's classes, so that superclasses are named as in the app. They declare no
/// actions, so the registry records them as superclasses and goes no further.
class UIResponder {}
class UIViewController: UIResponder {}

/// `Examples/SampleApp/AppDelegate.swift`: its one method in the runtime is the
/// `UIApplicationDelegate` requirement it implements, with the header's selector.
final class AppDelegate: UIResponder, ActionDeclaring {
    static let declaredActions: [ActionSelector] = ["application:didFinishLaunchingWithOptions:"]
}

/// `Examples/SampleApp/BaseViewController.swift`: the help button every Swift page inherits.
class BaseViewController: UIViewController, ActionDeclaring {
    // `class var`, not `static let`, so that each subclass lists only its own actions.
    class var declaredActions: [ActionSelector] { ["onHelpBtnPressed(_:)"] }
}

/// `Examples/SampleApp/HomeViewController.swift`.
final class HomeViewController: BaseViewController {
    override class var declaredActions: [ActionSelector] {
        ["onFavBtnPressed_UA(_:)", "onShareBtnPressed(_:)", "onRefreshPulled(_:)"]
    }
}

/// `Examples/SampleApp/DetailViewController.h` — Objective-C, hence Objective-C spellings. Every
/// instance method of an Objective-C class is in its method list, so its `viewDidLoad` override
/// is too (a Swift override of a UIKit method is not listed: see the registry's rules).
final class DetailViewController: UIViewController, ActionDeclaring {
    static let declaredActions: [ActionSelector] = ["onShareBtnPressed:", "onBackBtnPressed:", "viewDidLoad"]
}

/// `Examples/SampleApp/SettingsViewController.swift`.
final class SettingsViewController: BaseViewController {
    override class var declaredActions: [ActionSelector] {
        ["onLogoutBtnPressed_UA(_:)", "onNotificationsSwitchChanged(_:)"]
    }
}

/// `Examples/SampleApp/NotificationSettingsViewController.swift`.
final class NotificationSettingsViewController: BaseViewController {
    override class var declaredActions: [ActionSelector] { ["onToggleAllSwitchChanged_UA(_:)"] }
}

/// The sample app's pages, as the app's own test target would list them.
enum SampleAppPages {
    static var types: [any ActionDeclaring.Type] {
        [AppDelegate.self, HomeViewController.self, DetailViewController.self, SettingsViewController.self, NotificationSettingsViewController.self]
    }

    /// The registry the Swift declarations give; `BaseViewController` comes in as a superclass.
    static var registry: ActionRegistry { ActionRegistry(declaring: types) }
}
