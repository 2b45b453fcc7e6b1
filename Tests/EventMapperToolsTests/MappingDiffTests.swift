import EventMapCore
import EventMapXML
import EventMapper
import EventMapperTools
import XCTest

/// Renames are told apart from removals and additions.
final class MappingDiffTests: XCTestCase {
    private func map(_ text: String) throws -> EventMap {
        let load = PlistConfigLoader().load(Array(text.utf8), file: "x.plist")
        return EventMap.merging(load.file.map { [$0] } ?? []).map
    }

    func testTheSameIDUnderAnotherClassIsNotARename() throws {
        let old = try map(
            "<plist><dict><key>A</key><dict><key>ControlEventIDs</key><dict><key>tap:</key><string>ID_1</string></dict></dict></dict></plist>")
        let new = try map(
            "<plist><dict><key>B</key><dict><key>ControlEventIDs</key><dict><key>press:</key><string>ID_1</string></dict></dict></dict></plist>")
        XCTAssertEqual(MappingDiff(old: old, new: new).changes.map(\.kind), ["removed", "added"])
    }

    func testARenameKeepsClassAndID() throws {
        let old = try map(
            "<plist><dict><key>A</key><dict><key>ControlEventIDs</key><dict><key>tap:</key><string>ID_1</string></dict></dict></dict></plist>")
        let new = try map(
            "<plist><dict><key>A</key><dict><key>ControlEventIDs</key><dict><key>press:</key><string>ID_1</string></dict></dict></dict></plist>")
        let changes = MappingDiff(old: old, new: new).changes
        XCTAssertEqual(changes.map(\.kind), ["renamed"])
        XCTAssertEqual(DiffFormat.text.render(MappingDiff(old: old, new: new)), "> A tap: → press: (ID_1)\n")
        XCTAssertTrue(MappingDiff(old: old, new: old).isEmpty)
    }

    /// Several actions of one class recording one ID: the last removed is paired with the first
    /// added, the one before it with the next; what is left over is added or removed.
    func testActionsOfOneIDArePairedLastRemovedWithFirstAdded() throws {
        func controls(_ selectors: [String]) -> String {
            let entries = selectors.map { "<key>\($0)</key><string>ID_1</string>" }.joined()
            return "<plist><dict><key>A</key><dict><key>ControlEventIDs</key><dict>\(entries)</dict></dict></dict></plist>"
        }
        let old = try map(controls(["a:", "b:", "c:"]))
        let new = try map(controls(["c:", "x:", "y:", "z:"]))
        XCTAssertEqual(
            DiffFormat.text.render(MappingDiff(old: old, new: new)),
            "> A b: → x: (ID_1)\n> A a: → y: (ID_1)\n+ A z: → ID_1\n")
    }
}
