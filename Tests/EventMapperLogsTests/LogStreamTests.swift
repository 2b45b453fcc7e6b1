import Foundation
import XCTest

@testable import EventMapperLogs

/// The log stream's pipeline: chunks processed on several threads, finishing in any order,
/// are collected in input order, each with its place; a collector that stops stops it all.
final class LogStreamTests: XCTestCase {
    /// Copies each chunk's lines to its output after a random pause, so that chunks finish out of order.
    private struct Copier: LogChunkProcessor, Sendable {
        struct Place: Equatable {
            let source: String
            let firstLine: Int
            let lineCount: Int
        }

        var places: [Place] = []
        var text: [String: Data] = [:]
        var failAfter = Int.max

        func process(_ chunk: LogChunk, output: ByteBuffer) -> Place {
            usleep(UInt32.random(in: 0...3000))
            output.append(chunk.bytes.bytes)
            return Place(source: chunk.source.name, firstLine: chunk.firstLine, lineCount: chunk.lineCount)
        }

        mutating func collect(_ place: Place, of chunk: LogChunk, output: ByteBuffer) throws {
            if places.count == failAfter { throw CocoaError(.fileWriteOutOfSpace) }
            places.append(place)
            text[place.source, default: Data()].append(Data(buffer: output.bytes))
        }
    }

    private func logs(_ count: Int) throws -> [String: String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("log-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        var files: [String: String] = [:]
        for number in 0..<count {
            let lines = (0..<(3_000 + number * 1_000)).map { "\($0 % 7),14733026\($0),Page\(number)_\($0),进入" }
            let path = folder.appendingPathComponent("day\(number).log").path
            files[path] = lines.joined(separator: "\n") + "\n"
            try XCTUnwrap(files[path]).write(toFile: path, atomically: false, encoding: .utf8)
        }
        return files
    }

    func testChunksFinishingInAnyOrderAreCollectedInInputOrder() throws {
        let files = try logs(3)
        var copier = Copier()
        try LogStream(chunkSize: 16_384, window: 3).run(try LogInputs(files.keys.sorted()), into: &copier)
        XCTAssertEqual(copier.text.mapValues { String(decoding: $0, as: UTF8.self) }, files)
        var expected: [Copier.Place] = []
        var next: (source: String, line: Int)?
        for place in copier.places {
            let firstLine = next?.source == place.source ? next!.line : 1
            expected.append(Copier.Place(source: place.source, firstLine: firstLine, lineCount: place.lineCount))
            next = (place.source, firstLine + place.lineCount)
        }
        XCTAssertEqual(copier.places, expected)
        XCTAssertEqual(copier.places.map(\.source), copier.places.map(\.source).sorted())
        XCTAssertGreaterThan(copier.places.count, 10)
        XCTAssertEqual(copier.places.reduce(0) { $0 + $1.lineCount }, files.values.reduce(0) { $0 + $1.split(separator: "\n").count })
    }

    func testACollectorThatFailsStopsTheStream() throws {
        let files = try logs(3)
        var copier = Copier(failAfter: 2)
        XCTAssertThrowsError(try LogStream(chunkSize: 16_384, window: 3).run(try LogInputs(files.keys.sorted()), into: &copier)) {
            XCTAssertEqual(($0 as? CocoaError)?.code, .fileWriteOutOfSpace)
        }
        XCTAssertEqual(copier.places.count, 2)
    }
}
