import Foundation

/// Counts scanned files across threads and reports progress at most every 100 ms, and once at
/// the end.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let report: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    private var done = 0
    private var lastReport = Date.distantPast

    init(total: Int, report: (@Sendable (_ done: Int, _ total: Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func fileDone() {
        guard let report else { return }
        lock.lock()
        done += 1
        let now = Date()
        let due = done == total || now.timeIntervalSince(lastReport) >= 0.1
        if due { lastReport = now }
        if due { report(done, total) }
        lock.unlock()
    }
}
