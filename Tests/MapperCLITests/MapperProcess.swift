import Foundation
import XCTest

/// Runs the built `mapper` binary from the repository root, as a user would.
enum MapperProcess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The repository root, found from this source file.
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `mapper` executable next to the test bundle.
    static var executable: URL {
        var directory = Bundle(for: Marker.self).bundleURL
        while directory.pathExtension == "xctest" || !FileManager.default.fileExists(atPath: directory.appendingPathComponent("mapper").path) {
            let parent = directory.deletingLastPathComponent()
            if parent == directory { break }
            directory = parent
        }
        return directory.appendingPathComponent("mapper")
    }

    /// Runs `mapper` with `arguments` in `directory` (the repository root unless given), with
    /// `environment` added to this process's environment and `input` on its standard input.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], input: Data? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        process.currentDirectoryURL = directory ?? repositoryRoot
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let inputPipe = input.map { _ in Pipe() }
        if let inputPipe { process.standardInput = inputPipe }
        try process.run()
        if let inputPipe, let input {
            // Written from another thread, so that a large input cannot block on a full output pipe.
            let writer = inputPipe.fileHandleForWriting
            Thread.detachNewThread {
                writer.write(input)
                try? writer.close()
            }
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }

    private final class Marker {}
}
