import EventMapCore
import EventMapper
import TestSupport
import XCTest

@testable import EventMapperTools

/// Edits made as one batch (`import`, `rename`) give the bytes the same edits give made one at
/// a time: those of different classes are made from one reading of the file, and must neither
/// disturb each other nor be placed differently.
final class ConfigFileChangeBatchTests: XCTestCase {
    private static let fixtures = [
        "sample.plist", "sample.xml", "skeleton.plist", "skeleton.xml", "unsorted-crlf.plist", "unsorted-crlf.xml",
    ]

    func testRandomBatchesGiveTheBytesOfOneEditAtATime() throws {
        var generator = SeededGenerator(seed: 0x5EED_BA7C)
        var compared = 0
        for fixture in Self.fixtures {
            let bytes = try RepositoryPaths.fixtureBytes("Edit/" + fixture)
            let path = "Edit/" + fixture
            let format = try XCTUnwrap(ConfigFileType(pathExtensionOf: fixture))
            let pages = try ConfigFileChange(bytes: bytes, path: path, format: format).originalFile.pages
            for round in 0..<250 {
                let edits = Self.randomEdits(of: pages, count: 1 + round % 12, using: &generator)
                let oneAtATime = try ConfigFileChange(bytes: bytes, path: path, format: format)
                do {
                    for edit in edits { try oneAtATime.apply(edit, force: false, refusesProblems: true) }
                } catch {
                    // A step that cannot be made one at a time (an action not configured, an ID
                    // recorded twice on the way) says nothing about the batch.
                    continue
                }
                let batch = try ConfigFileChange(bytes: bytes, path: path, format: format)
                try batch.apply(edits, force: false, refusesProblems: true)
                XCTAssertEqual(
                    String(decoding: batch.edited, as: UTF8.self), String(decoding: oneAtATime.edited, as: UTF8.self),
                    "\(fixture), round \(round): \(edits.map { $0.subject($0.className) })")
                compared += 1
            }
        }
        // Most sequences can be made: the comparison is not vacuous.
        XCTAssertGreaterThan(compared, Self.fixtures.count * 125)
    }

    func testEditsOfDifferentClassesAreMadeFromOneReading() throws {
        let bytes = try RepositoryPaths.fixtureBytes("Edit/sample.plist")
        let change = try ConfigFileChange(bytes: bytes, path: "sample.plist", format: .plist)
        let pages = change.originalFile.pages
        XCTAssertGreaterThan(pages.count, 1)
        let edits = pages.map { page in
            ConfigEdit(
                className: page.className.value.text, target: .pageEvent(.enter), eventID: EventID("PAGE_EVENT_BATCH_" + page.className.value.text))
        }
        try change.apply(edits, force: false, refusesProblems: true)
        XCTAssertEqual(change.readings, 1)
        // New IDs for a class's recorded entries touch only the IDs: one reading.
        let page = try XCTUnwrap(pages.first { $0.controls.count > 1 })
        let renamed = try ConfigFileChange(bytes: bytes, path: "sample.plist", format: .plist)
        try renamed.apply(
            page.controls.map {
                ConfigEdit(
                    className: page.className.value.text, target: .control($0.selector.value),
                    eventID: EventID("CTRL_EVENT_RENAMED_" + $0.selector.value.text.filter(\.isLetter)))
            },
            force: false, refusesProblems: true)
        XCTAssertEqual(renamed.readings, 1)
        // New entries of one class go among the entries the class's edit before them left: one
        // reading each.
        let added = try ConfigFileChange(bytes: bytes, path: "sample.plist", format: .plist)
        try added.apply(
            (1...3).map {
                ConfigEdit(
                    className: page.className.value.text, target: .control(ActionSelector("onAdded\($0)Pressed:")),
                    eventID: EventID("CTRL_EVENT_ADDED_\($0)"))
            },
            force: false, refusesProblems: true)
        XCTAssertEqual(added.readings, 3)
    }

    private static func randomEdits(of pages: [PageMapping], count: Int, using generator: inout SeededGenerator) -> [ConfigEdit] {
        (0..<count).map { index in
            let id = EventID("CTRL_EVENT_BATCH_\(index)_\(generator.next() % 1000)")
            let page = pages.isEmpty ? nil : pages[Int(generator.next() % UInt64(pages.count))]
            let className = page?.className.value.text ?? "NewViewController"
            let existing = page?.controls.map(\.selector.value) ?? []
            switch generator.next() % 8 {
            case 0 where !existing.isEmpty:
                return ConfigEdit(className: className, target: .control(existing[Int(generator.next() % UInt64(existing.count))]), eventID: id)
            case 1 where !existing.isEmpty:
                return ConfigEdit(className: className, target: .control(existing[Int(generator.next() % UInt64(existing.count))]), eventID: nil)
            case 2:
                return ConfigEdit(className: className, target: .control(ActionSelector("onBatch\(generator.next() % 5)Pressed:")), eventID: id)
            case 3:
                return ConfigEdit(className: className, target: .pageEvent(generator.next() % 2 == 0 ? .enter : .leave), eventID: id)
            case 4 where page?.pageEvents.isEmpty == false:
                return ConfigEdit(
                    className: className, target: .pageEvent(page!.pageEvents.keys.sorted { $0.rawValue < $1.rawValue }[0]), eventID: nil)
            case 5:
                return ConfigEdit(className: "Batch\(generator.next() % 4)ViewController", target: .pageEvent(.enter), eventID: id)
            case 6 where page != nil:
                return ConfigEdit(className: className, target: .page, eventID: nil)
            default:
                return ConfigEdit(className: className, target: .control(ActionSelector("onBatchTapped:")), eventID: id)
            }
        }
    }
}
