import UIKit

// A requirement of an @objc protocol is @objc; a Swift-only protocol's is not.
@objc protocol CartObserving {
    func cartDidChange(_ count: Int)
    @objc(cartWasEmptied) optional func cartDidEmpty()
}

protocol Refreshing {
    func refresh()
}
