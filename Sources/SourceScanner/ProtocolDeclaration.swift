public import EventMapCore

/// A protocol one file declares: a Swift `protocol` or an Objective-C `@protocol` block. The
/// merge of every file needs them to tell a superclass from a protocol in an inheritance clause,
/// and to find the methods that are `@objc` because they satisfy a requirement of an `@objc`
/// protocol.
public struct ProtocolDeclaration: Sendable, Equatable {
    /// The protocol's name as written (`Outer.Inner` for a nested Swift protocol).
    public let name: String
    /// Whether Objective-C sees it: an `@objc` Swift protocol or an Objective-C `@protocol`.
    public let isObjC: Bool
    /// The protocols it inherits from, as written.
    public let inheritedProtocols: [String]
    /// The instance-method requirements of an Objective-C-visible protocol, in source order;
    /// empty for a Swift-only protocol, whose requirements make nothing `@objc`.
    public var requirements: [ProtocolRequirement]

    /// Creates a protocol declaration.
    /// - Parameters:
    ///   - name: The protocol's name.
    ///   - isObjC: Whether Objective-C sees it.
    ///   - inheritedProtocols: The protocols it inherits from.
    ///   - requirements: Its instance-method requirements when Objective-C sees it.
    public init(name: String, isObjC: Bool, inheritedProtocols: [String] = [], requirements: [ProtocolRequirement] = []) {
        self.name = name
        self.isObjC = isObjC
        self.inheritedProtocols = inheritedProtocols
        self.requirements = requirements
    }
}

/// An instance-method requirement of an Objective-C-visible protocol: a method of a conforming
/// class that satisfies it is `@objc`, with the requirement's selector.
public struct ProtocolRequirement: Sendable, Equatable {
    /// The Swift name, `tableView(_:didSelectRowAt:)`, when the protocol is declared in Swift or
    /// its Swift name is known; nil for an Objective-C declaration, whose Swift name the Clang
    /// importer derives (the scan approximates it from the selector).
    public let swiftName: String?
    /// The Objective-C selector.
    public let selector: ActionSelector

    /// Creates a requirement.
    /// - Parameters:
    ///   - swiftName: The Swift name, when known.
    ///   - selector: The Objective-C selector.
    public init(swiftName: String?, selector: ActionSelector) {
        self.swiftName = swiftName
        self.selector = selector
    }

    /// Whether a Swift method named `swiftName` (`share(_:with:)`) satisfies the requirement.
    ///
    /// With a Swift name, the names must be equal. For an Objective-C requirement the Clang
    /// importer's name is approximated: the same number of arguments, the base name a prefix of
    /// the first selector piece and each argument label a prefix of its piece (the importer
    /// only drops words: `tableView:didSelectRowAtIndexPath:` is `tableView(_:didSelectRowAt:)`,
    /// `shareTapped:` is `shareTapped(_:)`).
    func matches(swiftName candidate: String) -> Bool {
        if let swiftName { return swiftName == candidate }
        guard let open = candidate.firstIndex(of: "("), candidate.hasSuffix(")") else { return false }
        let base = candidate[..<open]
        let labels = candidate[candidate.index(after: open)..<candidate.index(before: candidate.endIndex)]
            .split(separator: ":", omittingEmptySubsequences: true)
        let pieces = selector.text.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        if labels.isEmpty { return selector.text == base }
        guard pieces.count == labels.count, let first = pieces.first, first.hasPrefix(base) else { return false }
        for (label, piece) in zip(labels.dropFirst(), pieces.dropFirst()) where label != "_" && !piece.hasPrefix(label) {
            return false
        }
        return true
    }
}
