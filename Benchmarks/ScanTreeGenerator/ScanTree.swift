import BenchmarkSupport

/// The plan of a generated app: which files, with what in them. Pure: the same counts and seed
/// give the same files, byte for byte.
///
/// Files go into folders of 100 (`Feature000/`, `Feature001/`, …). Swift files are view
/// controllers (one in five is instead an extension of the controller generated just before it,
/// as `Name+Tracking.swift`); Objective-C files come as `.h` + `.m` pairs, each counting as two
/// files, and an odd count ends with a lone `.m` that declares its class itself.
struct ScanTree {
    /// How many `.swift` files.
    let swiftFileCount: Int
    /// How many `.h` and `.m` files together.
    let objectiveCFileCount: Int
    /// The seed.
    let seed: UInt64

    private static let filesPerFolder = 100

    /// Every file, Swift first, then Objective-C, each produced once when `body` is called, so
    /// that a large tree need not be held in memory.
    func forEachFile(_ body: (GeneratedFile) throws -> Void) rethrows {
        var random = SplitMix64(seed: seed)
        var written = 0
        var lastSwiftClass: String?
        for index in 0..<swiftFileCount {
            let folder = Self.folder(written)
            if let extended = lastSwiftClass, index % 5 == 4 {
                let source = SwiftPageSource(className: extended, index: index)
                try body(GeneratedFile(path: "\(folder)/\(extended)+Tracking.swift", text: source.extensionText(random: &random)))
                lastSwiftClass = nil
            } else {
                let name = "Page\(Self.padded(index, 6))ViewController"
                let superclass = lastSwiftClass.map { random.chance(30) ? $0 : "BaseViewController" } ?? "UIViewController"
                let source = SwiftPageSource(className: name, index: index)
                try body(GeneratedFile(path: "\(folder)/\(name).swift", text: source.classText(superclass: superclass, random: &random)))
                lastSwiftClass = name
            }
            written += 1
        }
        var pair = 0
        var remaining = objectiveCFileCount
        while remaining > 0 {
            let name = "WPLegacy\(Self.padded(pair, 6))ViewController"
            let source = ObjectiveCPageSource(className: name, index: pair, random: &random)
            if remaining >= 2 {
                try body(GeneratedFile(path: "\(Self.folder(written))/\(name).h", text: source.headerText()))
                try body(GeneratedFile(path: "\(Self.folder(written + 1))/\(name).m", text: source.implementationText(declaresInterface: false)))
                remaining -= 2
                written += 2
            } else {
                try body(GeneratedFile(path: "\(Self.folder(written))/\(name).m", text: source.implementationText(declaresInterface: true)))
                remaining -= 1
                written += 1
            }
            pair += 1
        }
    }

    /// The folder of the `position`-th file; a pair's two files may straddle two folders, which
    /// real trees do too.
    private static func folder(_ position: Int) -> String {
        "Feature\(padded(position / filesPerFolder, 3))"
    }

    static func padded(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
