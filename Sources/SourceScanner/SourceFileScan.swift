import EventMapCore
public import EventMapper

/// What scanning one file found.
public struct SourceFileScan: Sendable, Equatable {
    /// Class declarations and additions, in source order.
    public var classes: [ClassFragment]
    /// Selector references, in source order.
    public var selectorReferences: [SelectorReference]
    /// Actions an Interface Builder file connects, in source order.
    public var connectedActions: [ConnectedAction]
    /// Problems: syntax the scanner could not read (`unparsable-source`), and the like.
    public var findings: [Finding]
    /// The Swift types the file declares that Objective-C cannot represent: structs, actors,
    /// enums and protocols without `@objc` (simple names). `@objcMembers` skips a method whose
    /// signature names one (``ActionCandidate/Condition/inferredByObjCMembers(typeNames:)``).
    public var swiftOnlyTypeNames: [String]
    /// The protocols the file declares (Swift and Objective-C), in source order.
    public var protocols: [ProtocolDeclaration]
    /// The Swift structs, enums and actors the file declares (qualified names): an extension of
    /// one in another file is not an extension of a class.
    public var valueTypeNames: [String]
    /// For a `#selector` that names a method, the method's Swift name (`share(sender:)`), by
    /// position in ``selectorReferences``: when the merge finds the method satisfies an
    /// Objective-C protocol requirement, the reference stands for the requirement's selector.
    public var selectorSwiftNames: [Int: String] = [:]
    /// For a connected action whose class's module is the one of the target the file is
    /// compiled into (`customModuleProvider="target"`), the class's unqualified name, by position
    /// in ``connectedActions``: the merge names it after the module of the file's folder when it
    /// knows one.
    var targetModuleClasses: [Int: String] = [:]

    /// Creates a result.
    /// - Parameters:
    ///   - classes: Class declarations and additions, in source order.
    ///   - selectorReferences: Selector references, in source order.
    ///   - connectedActions: Actions an Interface Builder file connects, in source order.
    ///   - findings: Problems met while scanning.
    ///   - swiftOnlyTypeNames: Swift types Objective-C cannot represent.
    ///   - protocols: The protocols the file declares.
    ///   - valueTypeNames: The Swift structs, enums and actors the file declares.
    public init(
        classes: [ClassFragment] = [], selectorReferences: [SelectorReference] = [], connectedActions: [ConnectedAction] = [],
        findings: [Finding] = [], swiftOnlyTypeNames: [String] = [], protocols: [ProtocolDeclaration] = [], valueTypeNames: [String] = []
    ) {
        self.swiftOnlyTypeNames = swiftOnlyTypeNames
        self.protocols = protocols
        self.valueTypeNames = valueTypeNames
        self.classes = classes
        self.selectorReferences = selectorReferences
        self.connectedActions = connectedActions
        self.findings = findings
    }
}

/// Reads one file of one language. Implementations are pure functions of the bytes, so files can
/// be scanned in parallel.
public protocol SourceFileScanning: Sendable {
    /// Scans a file's contents.
    /// - Parameters:
    ///   - bytes: The whole file.
    ///   - path: The path to put in locations, as the user named it.
    func scan(_ bytes: [UInt8], path: String) -> SourceFileScan
}

/// The kinds of source file the scanner reads, told apart by extension.
public enum SourceLanguage: String, Sendable, CaseIterable {
    /// `.swift`
    case swift
    /// `.h`, `.m`, `.mm`
    case objectiveC
    /// `.storyboard`, `.xib`
    case interfaceBuilder

    /// The language of a file, or nil when the scanner does not read files like it.
    /// - Parameter path: The file's path; only its extension counts.
    public init?(path: String) {
        switch SourceFileKind(path: path) {
        case .swift: self = .swift
        case .objectiveC: self = .objectiveC
        case .interfaceBuilder: self = .interfaceBuilder
        case nil: return nil
        }
    }
}

/// The source files under the paths a user names: each file named directly, and every Swift,
/// Objective-C and Interface Builder file inside each folder, recursively, sorted by path.
/// Hidden files and folders (`.git`, `.build`) are not entered. The walk is the one config sets
/// use (``FileTreeListing``).
struct SourceFileList {
    /// The files, in scanning order, each once, with what `stat` said of each while it was listed.
    let listed: [ListedFile]

    /// The files' paths, in scanning order.
    var files: [String] { listed.map(\.path) }

    private static let listing = FileTreeListing.sourceFiles

    /// Lists the files.
    /// - Throws: `ConfigInputError` for a path that does not exist, a folder that cannot be
    ///   listed, or a file named directly that is not a source file.
    init(paths: [String]) throws(ConfigInputError) {
        listed = try Self.listing.listedFiles(paths)
    }
}
