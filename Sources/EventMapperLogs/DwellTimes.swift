import EventMapCore

/// How long users stay on each page: every `Enter` (type 1) paired with the next `Leave` (type 2)
/// of the same page on the same device, within one log file — a file is one device's day, and
/// pairs are never guessed across files. An `Enter` followed by another `Enter` of the page, an
/// `Enter` never left, a `Leave` with no `Enter` before it, and both ends of a `Leave` earlier than
/// its `Enter` are counted as unpaired. A page is the config's page for its class when the config
/// maps the class (`MyApp.Home` and `Home` are one page, as their events are), else the class.
///
/// Durations are kept as counts per millisecond value, so that the median and 90th percentile
/// are exact (nearest rank) while memory grows with the distinct durations, not the records.
struct DwellTimes: Sendable {
    /// One page's pairs and leftovers.
    struct Page: Sendable {
        var durations: [Int64: Int] = [:]
        var pairs = 0
        var unpairedEnters = 0
        var unpairedLeaves = 0

        /// The duration in seconds at `fraction` of the sorted durations (nearest rank).
        func percentile(_ fraction: Double) -> Double? {
            guard pairs > 0 else { return nil }
            let rank = max(1, Int((fraction * Double(pairs)).rounded(.up)))
            var seen = 0
            for (milliseconds, count) in durations.sorted(by: { $0.key < $1.key }) {
                seen += count
                if seen >= rank { return Double(milliseconds) / 1000 }
            }
            return nil
        }
    }

    private(set) var pages: [String: Page] = [:]
    /// The open `Enter` of each page of the device being read: its time.
    private var open: [String: Double] = [:]

    /// Starts a new device (a new file, or a device header): its open pages are unpaired.
    mutating func startDevice() {
        for page in open.keys { pages[page, default: Page()].unpairedEnters += 1 }
        open.removeAll(keepingCapacity: true)
    }

    mutating func enter(_ page: String, at time: Double) {
        if open[page] != nil { pages[page, default: Page()].unpairedEnters += 1 }
        open[page] = time
    }

    mutating func leave(_ page: String, at time: Double) {
        guard let start = open.removeValue(forKey: page) else {
            pages[page, default: Page()].unpairedLeaves += 1
            return
        }
        guard time >= start else {
            // A clock set back between the two: neither end pairs, and neither is lost.
            pages[page, default: Page()].unpairedEnters += 1
            pages[page, default: Page()].unpairedLeaves += 1
            return
        }
        // Times are bounded when lines are read; a visit too long to count in milliseconds
        // would still be no visit to measure: both its ends stay unpaired.
        guard let milliseconds = Int64(exactly: ((time - start) * 1000).rounded()) else {
            pages[page, default: Page()].unpairedEnters += 1
            pages[page, default: Page()].unpairedLeaves += 1
            return
        }
        pages[page, default: Page()].durations[milliseconds, default: 0] += 1
        pages[page, default: Page()].pairs += 1
    }
}

/// The page events of one chunk, in order, for ``DwellTimes`` to pair and ``PageFlow`` to
/// follow when the chunks are taken in order.
struct PageVisitEvents: Sendable {
    enum Event: Sendable {
        case enter(page: Int32, time: Double)
        case leave(page: Int32, time: Double)
        /// A device header: what follows is another device.
        case newDevice
        /// A launch: what follows is another session of the device.
        case launch
    }

    private(set) var names: [String] = []
    /// The number of each page, by its name and by every class name seen for it.
    private var numbers: [String: Int32] = [:]
    private(set) var events: [Event] = []

    /// Adds a page's Enter or Leave; `resolver` names the page as the config does.
    mutating func add(enter: Bool, page: UnsafeBufferPointer<UInt8>, time: Double, resolver: EventResolver) {
        let name = String(decoding: page, as: UTF8.self)
        let number: Int32
        if let known = numbers[name] {
            number = known
        } else {
            let pageName = resolver.page(name)?.className.value.text ?? name
            if let known = numbers[pageName] {
                number = known
            } else {
                number = Int32(names.count)
                names.append(pageName)
                numbers[pageName] = number
            }
            numbers[name] = number
        }
        events.append(enter ? .enter(page: number, time: time) : .leave(page: number, time: time))
    }

    mutating func addNewDevice() {
        events.append(.newDevice)
    }

    mutating func addLaunch() {
        events.append(.launch)
    }

    /// Replays the events into `dwell` and `flow`.
    func replay(into dwell: inout DwellTimes, _ flow: inout PageFlow) {
        for event in events {
            switch event {
            case .enter(let page, let time):
                dwell.enter(names[Int(page)], at: time)
                flow.view(names[Int(page)])
            case .leave(let page, let time): dwell.leave(names[Int(page)], at: time)
            case .newDevice:
                dwell.startDevice()
                flow.startSession()
            case .launch: flow.startSession()
            }
        }
    }
}
