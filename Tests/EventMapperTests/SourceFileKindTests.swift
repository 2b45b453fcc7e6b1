import EventMapper
import XCTest

final class SourceFileKindTests: XCTestCase {
    func testAKindIsToldByTheExtensionAlone() {
        XCTAssertEqual(SourceFileKind(path: "App/Home.swift"), .swift)
        XCTAssertEqual(SourceFileKind(path: "Home.mm"), .objectiveC)
        XCTAssertEqual(SourceFileKind(path: "Base.lproj/Main.storyboard"), .interfaceBuilder)
        XCTAssertNil(SourceFileKind(path: "Home.swift.orig"))
        XCTAssertNil(SourceFileKind(path: "a.swift/Makefile"))
        XCTAssertNil(SourceFileKind(path: "swift"))
        XCTAssertNil(SourceFileKind(path: "Home.SWIFT"))
    }

    /// The kind a path is read as and the extensions a kind lists are the same.
    func testEveryListedExtensionIsReadAsItsKind() {
        for kind in SourceFileKind.allCases {
            for pathExtension in kind.extensions {
                XCTAssertEqual(SourceFileKind(path: "App/File.\(pathExtension)"), kind, String(pathExtension))
            }
        }
    }

    func testTheDescriptionNamesEveryExtension() {
        XCTAssertEqual(
            SourceFileKind.description,
            "a Swift (.swift), Objective-C (.h, .m, .mm) or Interface Builder (.storyboard, .xib) file")
    }
}
