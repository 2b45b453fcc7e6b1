import EventMapCore
import XCTest

@testable import mapper

/// `mapper resolve` reads its plain form itself and leaves everything else to ArgumentParser:
/// what it accepts must mean what ArgumentParser would make of it, and what it does not accept
/// must reach ArgumentParser (help, mistakes, unusual spellings).
final class PlainResolveArgumentsTests: XCTestCase {
    func testThePlainFormIsReadInAnyOrder() {
        let cases: [(arguments: [String], expected: PlainResolveArguments?)] = [
            (["resolve", "Home"], PlainResolveArguments(className: "Home")),
            (["resolve", "Home", "onFav:"], PlainResolveArguments(className: "Home", action: "onFav:")),
            (["resolve", "Home", "--leave"], PlainResolveArguments(className: "Home", pageEvent: .leave)),
            (["resolve", "--enter", "Home"], PlainResolveArguments(className: "Home", pageEvent: .enter)),
            (
                ["resolve", "--config", "a.plist", "Home", "onFav(_:)", "--config", "Configs"],
                PlainResolveArguments(className: "Home", action: "onFav(_:)", configPaths: ["a.plist", "Configs"])
            ),
        ]
        for (arguments, expected) in cases {
            XCTAssertEqual(PlainResolveArguments(arguments), expected, "\(arguments)")
        }
    }

    func testAnythingElseIsLeftToArgumentParser() {
        let cases: [[String]] = [
            ["which", "CTRL_EVENT_HOME_FAV"],
            ["resolve"],
            ["resolve", "--help"],
            ["resolve", "-h", "Home"],
            ["resolve", "Home", "onFav:", "--enter"],
            ["resolve", "Home", "--enter", "--leave"],
            ["resolve", "Home", "--enter", "--enter"],
            ["resolve", "Home", "onFav:", "extra"],
            ["resolve", "Home", "--config"],
            ["resolve", "Home", "--config", "--enter"],
            ["resolve", "Home", "--config=Configs"],
            ["resolve", "--", "Home"],
            ["resolve", "-Home"],
            ["resolve", ""],
            ["resolve", "Home", "--version"],
        ]
        for arguments in cases {
            XCTAssertNil(PlainResolveArguments(arguments), "\(arguments)")
        }
    }
}
