/// The kinds of source file EventMapper reads for the code's side of a check, told apart by
/// their extension: the one list the scanner, the source listing and `mapper init` share.
package enum SourceFileKind: Sendable, CaseIterable {
    /// `.swift`
    case swift
    /// `.h`, `.m`, `.mm`
    case objectiveC
    /// `.storyboard`, `.xib`
    case interfaceBuilder

    /// The extensions of this kind, without their dot; ``init(path:)`` matches the same ones
    /// (`SourceFileKindTests` holds them together).
    package var extensions: [Substring] {
        switch self {
        case .swift: ["swift"]
        case .objectiveC: ["h", "m", "mm"]
        case .interfaceBuilder: ["storyboard", "xib"]
        }
    }

    /// What a file of any kind is, for messages: `a Swift (.swift), Objective-C (…) or … file`.
    package static let description: String = {
        let kinds = allCases.map { kind in
            let name =
                switch kind {
                case .swift: "Swift"
                case .objectiveC: "Objective-C"
                case .interfaceBuilder: "Interface Builder"
                }
            return "\(name) (\(kind.extensions.map { ".\($0)" }.joined(separator: ", ")))"
        }
        return "a " + kinds.dropLast().joined(separator: ", ") + " or " + kinds.last! + " file"
    }()

    /// The kind of the file at `path`, or nil when no kind has its extension.
    package init?(path: String) {
        // By bytes: the extension is ASCII, and a search by `Character` costs more than the rest.
        let utf8 = path.utf8
        guard let dot = utf8.lastIndex(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "/") }), utf8[dot] == UInt8(ascii: ".")
        else { return nil }
        switch Substring(utf8[utf8.index(after: dot)...]) {
        case "swift": self = .swift
        case "h", "m", "mm": self = .objectiveC
        case "storyboard", "xib": self = .interfaceBuilder
        default: return nil
        }
    }
}
