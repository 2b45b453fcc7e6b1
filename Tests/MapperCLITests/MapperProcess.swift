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
    /// `environment` added to this process's environment.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        process.currentDirectoryURL = directory ?? repositoryRoot
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
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
