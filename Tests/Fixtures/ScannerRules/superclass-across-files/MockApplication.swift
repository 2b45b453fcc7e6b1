import UIKit

// The superclass is decided once every file is read: a protocol of the scan is not one, a class
// of the scan is one whatever its name, and the runtime name of a renamed class is used. A name
// the scan never declares keeps the guess (Themeable: a superclass).
final class MockApplication: ApplicationStateProvider {
    func isActive() -> Bool { true }
}

final class CouponDelegate: TrackingDelegate {}

final class OrdersViewController: LegacyBaseViewController {}

final class ThemedLabel: Themeable {}
