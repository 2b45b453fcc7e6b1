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
        "mixed-indent.plist", "mixed-indent.xml", "duplicate-key.plist",
    ]

    func testRandomBatchesGiveTheBytesOfOneEditAtATime() throws {
        var generator = SeededGenerator(seed: 0x5EED_BA7C)
        var (compared, refused) = (0, 0)
        for fixture in Self.fixtures {
            let bytes = try RepositoryPaths.fixtureBytes("Edit/" + fixture)
            let path = "Edit/" + fixture
            let format = try XCTUnwrap(ConfigFileType(pathExtensionOf: fixture))
            let pages = try ConfigFileChange(bytes: bytes, path: path, format: format).originalFile.pages
            for round in 0..<250 {
                let edits = Self.randomEdits(of: pages, count: 1 + round % 12, using: &generator)
                let force = round % 5 == 4
                let context = "\(fixture), round \(round), force \(force): \(edits.map { $0.subject($0.className) })"
                let oneAtATime = try ConfigFileChange(bytes: bytes, path: path, format: format)
                let batch = try ConfigFileChange(bytes: bytes, path: path, format: format)
                do {
                    for edit in edits { try oneAtATime.apply(edit, force: force, refusesProblems: !force) }
                } catch {
                    // A batch is checked once, at its end: it may make what one step at a time
                    // refuses on the way (with --force, an ID given to both entries of a
                    // duplicated key). When it refuses, the first edit that fails alone is named.
                    do {
                        try batch.apply(edits, force: force, refusesProblems: !force)
                    } catch let batchError {
                        XCTAssertEqual(batchError.description, error.description, context)
                        refused += 1
                    }
                    continue
                }
                try batch.apply(edits, force: force, refusesProblems: !force)
                XCTAssertEqual(String(decoding: batch.edited, as: UTF8.self), String(decoding: oneAtATime.edited, as: UTF8.self), context)
                XCTAssertEqual(batch.subjects, oneAtATime.subjects, context)
                compared += 1
            }
        }
        // Most sequences can be made, and some are refused: neither comparison is vacuous.
        XCTAssertGreaterThan(compared, Self.fixtures.count * 125)
        XCTAssertGreaterThan(refused, 20)
    }

    func testAnEditKeepsTheIndentationOfTheFileTheChangeStartedFrom() throws {
        for fixture in ["mixed-indent.xml", "mixed-indent.plist"] {
            let bytes = try RepositoryPaths.fixtureBytes("Edit/" + fixture)
            let format = try XCTUnwrap(ConfigFileType(pathExtensionOf: fixture))
            // Removing the only tab-indented lines would make a space the file's step, and the
            // next edit, made after it, would indent otherwise than made from the same reading.
            let edits = [
                ConfigEdit(className: "AccountViewController", target: .control(ActionSelector("onDeleteBtnPressed:")), eventID: nil),
                ConfigEdit(
                    className: "WalletViewController", target: .control(ActionSelector("onPayBtnPressed:")), eventID: EventID("CTRL_EVENT_WALLET_PAY")
                ),
            ]
            let oneAtATime = try ConfigFileChange(bytes: bytes, path: fixture, format: format)
            for edit in edits { try oneAtATime.apply(edit, force: false, refusesProblems: true) }
            let batch = try ConfigFileChange(bytes: bytes, path: fixture, format: format)
            try batch.apply(edits, force: false, refusesProblems: true)
            XCTAssertEqual(batch.readings, 1, fixture)
            XCTAssertEqual(String(decoding: batch.edited, as: UTF8.self), String(decoding: oneAtATime.edited, as: UTF8.self), fixture)
            XCTAssertTrue(String(decoding: batch.edited, as: UTF8.self).contains("\t"), fixture)
        }
    }

    func testReplacementsAtOneOffsetGoInTheOrderMadeOneAfterAnother() throws {
        let original = Array("<a></a>".utf8)
        // Within one edit, a later insertion at an offset goes before an earlier one, and
        // before a replacement starting there, as replacing from the end one by one puts it.
        let edit = [ByteReplacement(inserting: Array("1".utf8), at: 3), ByteReplacement(inserting: Array("2".utf8), at: 3)]
        XCTAssertEqual(ByteReplacement.apply([edit], to: original).map { String(decoding: $0, as: UTF8.self) }, "<a>21</a>")
        let replaced = [ByteReplacement(3..<7, with: Array("</b>".utf8)), ByteReplacement(inserting: Array("x".utf8), at: 3)]
        XCTAssertEqual(ByteReplacement.apply([replaced], to: original).map { String(decoding: $0, as: UTF8.self) }, "<a>x</b>")
        // Edits apart are made in one pass; replacements that overlap are refused.
        let apart = [[ByteReplacement(1..<2, with: Array("b".utf8))], [ByteReplacement(5..<6, with: Array("b".utf8))]]
        XCTAssertEqual(ByteReplacement.apply(apart, to: original).map { String(decoding: $0, as: UTF8.self) }, "<b></b>")
        XCTAssertNil(ByteReplacement.apply([[ByteReplacement(0..<4, with: [])], [ByteReplacement(2..<6, with: [])]], to: original))
    }

    func testEditedRangesTellBytesThatTouchThoseTaken() {
        var taken = EditedRanges()
        taken.take([ByteReplacement(10..<20, with: []), ByteReplacement(inserting: [1], at: 40)])
        taken.take([ByteReplacement(20..<25, with: [])])
        XCTAssertTrue(taken.touches([ByteReplacement(24..<30, with: [])]))
        XCTAssertTrue(taken.touches([ByteReplacement(inserting: [1], at: 25)]))
        XCTAssertTrue(taken.touches([ByteReplacement(5..<10, with: [])]))
        XCTAssertTrue(taken.touches([ByteReplacement(30..<41, with: [])]))
        XCTAssertTrue(taken.touches([ByteReplacement(0..<100, with: [])]))
        XCTAssertFalse(taken.touches([ByteReplacement(26..<39, with: [])]))
        XCTAssertFalse(taken.touches([ByteReplacement(inserting: [1], at: 9), ByteReplacement(41..<50, with: [])]))
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
