import UIKit

// A protocol, a class named like a protocol and a class renamed by @objc(Name), each declared
// in its own file.
protocol ApplicationStateProvider: AnyObject {
    func isActive() -> Bool
}

class TrackingDelegate: NSObject {}

@objc(WPLegacyBase) class LegacyBaseViewController: UIViewController {}
