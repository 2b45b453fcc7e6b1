import UIKit

/// The app's entry point. The window and its pages come from Main.storyboard
/// (`UIMainStoryboardFile` in the app's Info.plist, which is not part of this sample).
///
/// The analytics hooks — swizzled `viewWillAppear:`, `viewWillDisappear:` and
/// `-[UIControl sendAction:to:forEvent:]` that look event IDs up in
/// `WGlobalUserStatisticsConfig.plist` — live in the analytics SDK the app links; EventMapper
/// checks that config against the pages here.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }
}
