import Foundation
import Synchronization

/// Work started on a thread of its own, whose result is waited for later: what lets `validate`
/// read the configs, and ask git about the merge driver, while the source scan runs in its child
/// process, and the scanner read its cache while it lists the files.
package final class BackgroundTask<Value: Sendable, Failure: Error>: Sendable {
    private let outcome = Mutex<Result<Value, Failure>?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts `work`.
    package init(_ work: @escaping @Sendable () throws(Failure) -> Value) {
        let thread = Thread { [self] in
            let result: Result<Value, Failure>
            do throws(Failure) {
                result = .success(try work())
            } catch {
                result = .failure(error)
            }
            outcome.withLock { $0 = result }
            finished.signal()
        }
        thread.start()
    }

    /// Waits for the work to finish, and returns what it returned or throws what it threw.
    package func value() throws(Failure) -> Value {
        finished.wait()
        finished.signal()
        guard let result = outcome.withLock({ $0 }) else { preconditionFailure("a background task signalled before its result was set") }
        return try result.get()
    }
}
