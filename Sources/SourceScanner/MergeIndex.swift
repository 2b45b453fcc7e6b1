import EventMapCore
import EventMapper

/// What a merge knows besides its result, kept with it in the scan cache: each file's share of
/// the result, and what the whole scan tells that no class's fragments do. With it, a scan where
/// a few files changed merges again only the classes those files touch
/// (``SourceTreeScan/mergedAgain(_:_:cache:modules:last:)``).
struct MergeIndex: Sendable {
    /// One file's share of a merge.
    struct FileShare: Sendable, Equatable {
        let path: String
        /// The unqualified names of the classes the file's fragments name, each once.
        let classNames: [String]
        /// How many of the merge's connected actions, selector references and findings are the
        /// file's: each list is every file's, in order.
        let connectedActionCount: Int
        let selectorReferenceCount: Int
        let findingCount: Int
    }

    /// What the whole scan tells that no class's fragments do.
    struct Context: Sendable, Equatable {
        /// The scan's types that are no class, and its protocols.
        let declarations: ScanDeclarations
        /// The Swift names of the classes `@objc(Name)` renames, and the names.
        let runtimeNames: [String: ClassName]
    }

    /// The modules the merge named Swift classes after.
    let modules: [SourceModule]
    let files: [FileShare]
    let context: Context
    /// The protocol witnesses of every class, with their selectors.
    let witnessSelectors: [String: ActionSelector]
    /// The unqualified names of classes declared in a function: the merge adds them once every
    /// file is added, which a merge of some classes only cannot do alike.
    let localClassNames: Set<String>
}

extension MergeIndex.FileShare {
    /// A file's share, from its scan.
    init(path: String, scan: SourceFileScan) {
        self.path = path
        var seen = Set<Substring>()
        classNames = scan.classes.compactMap { seen.insert($0.name.unqualified).inserted ? String($0.name.unqualified) : nil }
        connectedActionCount = scan.connectedActions.count
        selectorReferenceCount = scan.selectorReferences.count
        findingCount = scan.findings.count
    }
}

extension ScanArchiveWriter {
    mutating func mergeIndex(_ index: MergeIndex) {
        list(index.modules) { writer, module in
            writer.string(module.name)
            writer.string(module.folder)
        }
        list(index.files) { writer, share in
            writer.string(share.path)
            writer.list(share.classNames) { $0.string($1) }
            writer.count(share.connectedActionCount)
            writer.count(share.selectorReferenceCount)
            writer.count(share.findingCount)
        }
        let declarations = index.context.declarations
        list(declarations.swiftOnlyTypeNames.sorted()) { $0.string($1) }
        list(declarations.nonClassTypeNames.sorted()) { $0.string($1) }
        list(declarations.protocols.values.sorted { $0.name < $1.name }) { $0.protocolDeclaration($1) }
        list(index.context.runtimeNames.sorted { $0.key < $1.key }) { writer, entry in
            writer.string(entry.key)
            writer.string(entry.value.text)
        }
        list(index.witnessSelectors.sorted { $0.key < $1.key }) { writer, entry in
            writer.string(entry.key)
            writer.string(entry.value.text)
        }
        list(index.localClassNames.sorted()) { $0.string($1) }
    }
}

extension ScanArchiveReader {
    mutating func mergeIndex() throws(Malformed) -> MergeIndex {
        let modules = try list { (reader) throws(Malformed) in SourceModule(name: try reader.string(), folder: try reader.string()) }
        let files = try list { (reader) throws(Malformed) in
            MergeIndex.FileShare(
                path: try reader.string(), classNames: try reader.list { (reader) throws(Malformed) in try reader.string() },
                connectedActionCount: try reader.count(), selectorReferenceCount: try reader.count(), findingCount: try reader.count())
        }
        var declarations = ScanDeclarations()
        declarations.swiftOnlyTypeNames = Set(try list { (reader) throws(Malformed) in try reader.string() })
        declarations.nonClassTypeNames = Set(try list { (reader) throws(Malformed) in try reader.string() })
        for declared in try list({ (reader) throws(Malformed) in try reader.protocolDeclaration() }) {
            declarations.protocols[declared.name] = declared
        }
        let runtimeNames = try list { (reader) throws(Malformed) in (try reader.string(), ClassName(try reader.string())) }
        let witnesses = try list { (reader) throws(Malformed) in (try reader.string(), ActionSelector(objectiveCForm: try reader.string())) }
        return MergeIndex(
            modules: modules, files: files,
            context: MergeIndex.Context(declarations: declarations, runtimeNames: Dictionary(runtimeNames) { first, _ in first }),
            witnessSelectors: Dictionary(witnesses) { first, _ in first },
            localClassNames: Set(try list { (reader) throws(Malformed) in try reader.string() }))
    }
}
