// Stand-ins for the framework declarations the rule fixtures use, with Apple's Objective-C
// names. XCTestCase is @objcMembers here because Apple's header marks it
// `swift_objc_members`, which the Clang importer turns into @objcMembers.
@_exported import ObjectiveC

@objc open class NSCoder: NSObject {}
@objc open class NSManagedObject: NSObject {}
@objc open class UIResponder: NSObject {}
@objc open class UIViewController: UIResponder {
    @objc open func viewDidLoad() {}
}
@objc open class UIView: UIResponder {}
@objc open class UIControl: UIView {}
@objc open class UIButton: UIControl {}
@objc open class UITableView: UIView {}
@objc open class IndexPath: NSObject {}
@objcMembers open class XCTestCase: NSObject {}

@objc public protocol UIScrollViewDelegate {
    @objc optional func scrollViewDidScroll(_ scrollView: UIView)
}

@objc public protocol UITableViewDelegate: UIScrollViewDelegate {
    @objc(tableView:didSelectRowAtIndexPath:) optional func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    // CGFloat in UIKit; Int here, the stand-in CGFloat being no Objective-C type.
    @objc(tableView:heightForRowAtIndexPath:) optional func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> Int
}

public struct CGFloat {}
public struct Date {}

@objc public protocol UIApplicationDelegate {
    @objc(application:didFinishLaunchingWithOptions:) optional func application(
        _ application: NSObject, didFinishLaunchingWithOptions options: NSObject?
    ) -> Bool
}
