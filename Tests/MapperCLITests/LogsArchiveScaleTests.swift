import Foundation
import TestSupport
import XCTest

/// A zip of many small logs costs what the same files in a folder cost: reading one entry must
/// not walk the entries before it.
final class LogsArchiveScaleTests: XCTestCase {
    func testManyEntriesCostWhatManyFilesCost() throws {
        let scratch = try makeScratchFolder("logs-many-entries")
        defer { scratch.remove() }
        let folder = scratch.path("logs")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var zip = ZipArchiveBuilder()
        for number in 0..<4000 {
            let text = "iPhone,iPhone9,1,iPhone OS,10.0,DEVICE-\(number),1.0,1\n1,1,HomeViewController,进入\n2,5,HomeViewController,离开\n"
            zip.add("logs/\(number).log", text)
            try Data(text.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(number).log"))
        }
        let archive = scratch.path("logs.zip")
        try zip.write(to: archive)
        func seconds(_ input: String) throws -> Double {
            let start = Date()
            let result = try MapperProcess.run(["logs", "report", input, "--config", "Configs", "--format", "json"])
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertTrue(result.standardOutput.contains("\"records\" : 8000"), input)
            return Date().timeIntervalSince(start)
        }
        let files = try seconds(folder)
        let entries = try seconds(archive)
        // Generous for a busy machine; the quadratic reader took minutes here.
        XCTAssertLessThan(entries, files * 4 + 2, "zip \(entries) s, folder \(files) s")
    }
}
