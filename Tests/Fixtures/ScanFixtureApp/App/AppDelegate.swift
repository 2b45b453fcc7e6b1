import UIKit

/// The application delegate. `application(_:didFinishLaunchingWithOptions:)` is Objective-C only
/// because it witnesses a UIKit protocol requirement: its selector comes from UIKit's headers,
/// `application:didFinishLaunchingWithOptions:` (the scanner's table of UIKit protocols).
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        NotificationCenter.default.addObserver(
            self,
            selector: #selector(handleMemoryWarning(_:)),
            name: UIApplication.didReceiveMemoryWarningNotification,
            object: nil
        )
        return true
    }

    // Private, but explicitly @objc: visible to the runtime as handleMemoryWarning:.
    @objc private func handleMemoryWarning(_ note: Notification) {
        URLCache.shared.removeAllCachedResponses()
    }
}
