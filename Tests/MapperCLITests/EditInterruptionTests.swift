import Foundation
import TestSupport
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `mapper edit`, interrupted while it reviews a draft of many steps: the server's own shutdown
/// would wait for the review, minutes for a draft of thousands of steps; the process ends within
/// a moment instead, and leaves the configs as they were.
final class EditInterruptionTests: XCTestCase {
    func testAnInterruptionEndsTheEditorDuringALongReview() throws {
        let scratch = try makeScratchFolder("edit-interruption")
        try scratch.copy(RepositoryPaths.configs)
        let config = scratch.path("Configs/WGlobalUserStatisticsConfig.plist")
        let before = try Data(contentsOf: URL(fileURLWithPath: config))

        let editor = Process()
        editor.executableURL = MapperProcess.executable
        editor.arguments = ["edit", "--no-open", "--port", "0", "--config", "Configs"]
        editor.currentDirectoryURL = scratch.url
        let output = Pipe()
        editor.standardOutput = output
        editor.standardError = FileHandle.nullDevice
        try editor.run()
        defer { if editor.isRunning { kill(editor.processIdentifier, SIGKILL) } }
        let address = try XCTUnwrap(Self.address(printedOn: output.fileHandleForReading), "mapper edit printed no address")
        let base = try XCTUnwrap(address.split(separator: "/#token=").first.map(String.init))
        let token = try XCTUnwrap(address.split(separator: "/#token=").last.map(String.init))

        // A review of 1,500 new actions: many seconds of work for the server.
        let steps = (0..<1500).map { #"{"kind":"set","class":"HomeViewController","action":"onStep\#($0):","eventID":"CTRL_STEP_\#($0)"}"# }
        var request = URLRequest(url: try XCTUnwrap(URL(string: base + "/api/review")))
        request.httpMethod = "POST"
        request.setValue(token, forHTTPHeaderField: "X-Mapper-Token")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(("{\"steps\":[" + steps.joined(separator: ",") + "]}").utf8)
        URLSession.shared.dataTask(with: request) { _, _, _ in }.resume()
        Thread.sleep(forTimeInterval: 1.5)
        XCTAssertTrue(editor.isRunning, "the editor ended before it was interrupted")

        let interrupted = Date()
        kill(editor.processIdentifier, SIGTERM)
        while editor.isRunning && Date().timeIntervalSince(interrupted) < 20 { Thread.sleep(forTimeInterval: 0.05) }
        let took = Date().timeIntervalSince(interrupted)
        XCTAssertFalse(editor.isRunning, "the editor was still running \(took) s after SIGTERM")
        XCTAssertLessThan(took, 6, "the editor took \(took) s to end")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: config)), before)
    }

    /// The address `mapper edit` prints once it listens, token included.
    private static func address(printedOn output: FileHandle) -> String? {
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let chunk = output.availableData
            if chunk.isEmpty { return nil }
            text += String(decoding: chunk, as: UTF8.self)
            if let match = text.firstMatch(of: /http:\/\/127\.0\.0\.1:\d+\/#token=[0-9a-f]+/) { return String(match.output) }
        }
        return nil
    }
}
