import UIKit

// Extends the class by its Swift name; the runtime adds these to WPOrdersViewController.
extension LegacyOrdersViewController {
    /// A throwing @objc method takes an NSError ** argument: exportOrdersAndReturnError:.
    @objc func exportOrders() throws {
        try FileManager.default.createDirectory(at: FileManager.default.temporaryDirectory, withIntermediateDirectories: true)
    }

    /// An async @objc method takes a completion handler: refreshOrdersWithCompletionHandler:.
    @objc func refreshOrders() async throws {
        try await Task.sleep(nanoseconds: 1_000_000)
    }
}
