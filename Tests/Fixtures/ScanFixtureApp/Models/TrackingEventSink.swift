import Foundation

/// Protocols declare requirements, not a class's methods: nothing here is in the registry,
/// not even the requirements of the @objc protocol.
protocol TrackingEventSink: AnyObject {
    func send(_ eventID: String)
}

@objc protocol CartObserver {
    func cartDidChange(_ itemCount: Int)
    @objc optional func cartDidEmpty()
}

extension TrackingEventSink {
    func sendAll(_ eventIDs: [String]) {
        eventIDs.forEach(send)
    }
}

/// A class that conforms to a protocol and has no superclass: in the registry, without one.
final class ConsoleEventSink: TrackingEventSink {
    func send(_ eventID: String) {
        print(eventID)
    }
}

/// The app's tracking entry point: an NSObject subclass without actions.
final class TrackingCenter: NSObject {
    static let shared = TrackingCenter()
    private var sinks: [any TrackingEventSink] = [ConsoleEventSink()]

    func pageDidEnter(_ name: String) {
        sinks.forEach { $0.send("ENTER_\(name)") }
    }
}
