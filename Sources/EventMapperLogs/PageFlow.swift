/// How users move between pages: each page view (an `Enter`, type 1) counted as a transition
/// from the page viewed before it in the same session, and each session's first pages counted
/// as its path. A session starts with a file, a device header or a launch (type 0); its first
/// view comes from ``PageFlow/sessionStart``. Pages are named as ``DwellTimes`` names them: the
/// config's page for a class it maps, else the class.
///
/// Only counters stay in memory: one per distinct transition and per distinct path.
struct PageFlow: Sendable {
    /// What a session's first view comes from.
    static let sessionStart = "(start)"
    /// The pages of a session's path; later views are counted as transitions only.
    static let pathLength = 4

    struct Transition: Hashable, Sendable {
        let from: String
        let to: String
    }

    private(set) var transitions: [Transition: Int] = [:]
    private(set) var paths: [[String]: Int] = [:]
    /// The page viewed last in the current session, nil before its first view.
    private var current: String?
    private var path: [String] = []

    /// Ends the current session, counting its path, and starts another.
    mutating func startSession() {
        if !path.isEmpty { paths[path, default: 0] += 1 }
        path.removeAll(keepingCapacity: true)
        current = nil
    }

    /// A view of `page`.
    mutating func view(_ page: String) {
        transitions[Transition(from: current ?? Self.sessionStart, to: page), default: 0] += 1
        current = page
        if path.count < Self.pathLength { path.append(page) }
    }
}
