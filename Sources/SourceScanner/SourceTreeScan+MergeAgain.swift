import EventMapCore
import EventMapper

extension SourceTreeScan {
    /// The most files a merge is redone for from the last one; more are merged whole.
    static let mergeAgainFileLimit = 16

    /// The merge of every file, redone from the last merge for only the classes the changed
    /// files touch: the last merge's result, with those classes merged again from the
    /// fragments of the files that name them, and the changed files' shares replaced.
    ///
    /// The classes merged again are closed under what one class's merge reads of another: the
    /// names the changed files' fragments give or inherit from, before and after the change;
    /// the superclasses and subclasses of those in the last result; the classes `@objc(Name)`
    /// renames, with their Swift names. What the whole scan tells (its protocols and value
    /// types, the renames) comes from the last merge's index, and must be what the changed
    /// files gave before.
    ///
    /// Nil, for a whole merge, when that cannot be relied on: other modules or files, more than
    /// ``mergeAgainFileLimit`` changed, a changed file whose declarations other than its classes
    /// changed, a class declared in a function, other conflicting declarations or protocol
    /// witnesses, classes first seen elsewhere; or when the classes merged again from the files
    /// as they were are not the last result's.
    func mergedAgain(_ files: [String], _ read: [CachedFile], cache: ScanCache, modules: [SourceModule]) -> MergedAgain? {
        let changed = read.indices.filter { read[$0].isNew }
        guard !changed.isEmpty, changed.count <= Self.mergeAgainFileLimit, let last = cache.decodedMerge else { return nil }
        let (index, lastRegistry) = (last.index, last.registry)
        guard index.modules == modules, index.files.count == files.count,
            zip(index.files, files).allSatisfy({ $0.path == $1 })
        else { return nil }
        var before: [Int: SourceFileScan] = [:]
        for position in changed {
            guard let now = read[position].scan, let entry = cache.entries[files[position]], let was = ScanCache.scan(archivedIn: entry),
                Self.declaresAlike(was, now)
            else { return nil }
            before[position] = was
        }
        let names = Self.touchedClasses(changed.flatMap { [before[$0]!, read[$0].scan!] }, in: lastRegistry, index: index)
        guard names.isDisjoint(with: index.localClassNames) else { return nil }

        // The files naming a class merged again, as they were and as they are.
        let sharing = files.indices.filter { !names.isDisjoint(with: index.files[$0].classNames) || read[$0].isNew }
        var was: [(path: String, scan: SourceFileScan)] = []
        var now: [(path: String, scan: SourceFileScan)] = []
        for position in sharing {
            if let scan = read[position].scan, read[position].isNew {
                was.append((files[position], before[position]!))
                now.append((files[position], scan))
            } else {
                guard let scan = read[position].entry.flatMap(ScanCache.scan(archivedIn:)) else { return nil }
                was.append((files[position], scan))
                now.append((files[position], scan))
            }
        }
        let merged = (
            was: mergeClasses(named: names, of: was, modules: modules, index: index),
            now: mergeClasses(named: names, of: now, modules: modules, index: index)
        )
        // Conflicting declarations come after every file's findings, in the order of the files:
        // the same ones before and after leave the list as it was.
        guard merged.was.findings == merged.now.findings, merged.was.resolved.witnesses == merged.now.resolved.witnesses,
            merged.was.resolved.firstSeenFiles == merged.now.resolved.firstSeenFiles
        else { return nil }
        // The last result's classes of those names, in order, must be what merging them again
        // from the files as they were gives.
        let positions = lastRegistry.classes.indices.filter { names.contains(String(lastRegistry.classes[$0].name.unqualified)) }
        guard positions.map({ lastRegistry.classes[$0] }) == merged.was.resolved.classes else { return nil }

        let changes =
            Self.onlyClassesChanged(changed.map { (files[$0], before[$0]!, read[$0].scan!) }, merged.was.resolved, merged.now.resolved, modules)
            ? (
                was: merged.was.resolved.classes, now: merged.now.resolved.classes,
                connectedActions: lastRegistry.connectedActions.filter { names.contains(String($0.className.unqualified)) }
            )
            : nil
        var registry = lastRegistry
        registry.byteCount = read.reduce(0) { $0 + $1.byteCount }
        for (position, declared) in zip(positions, merged.now.resolved.classes) { registry.classes[position] = declared }
        var shares = index.files
        for position in changed { shares[position] = MergeIndex.FileShare(path: files[position], scan: read[position].scan!) }
        replaceShares(of: changed, in: &registry, was: index.files, read: read, modules: modules, witnesses: index.witnessSelectors)
        let newIndex = MergeIndex(
            modules: modules, files: shares, context: index.context, witnessSelectors: index.witnessSelectors, localClassNames: index.localClassNames)
        return MergedAgain(registry: registry, index: newIndex, classCount: positions.count, changes: changes)
    }

    /// A merge redone from the last one.
    struct MergedAgain {
        let registry: ScannedRegistry
        let index: MergeIndex
        /// How many classes were merged again.
        let classCount: Int
        /// When the change is to those classes only (no class came, went or was renamed, and
        /// the changed files' connected actions, selector references and findings are as they
        /// were): the classes as they were and as they are, and their connected actions.
        let changes: (was: [DeclaredClass], now: [DeclaredClass], connectedActions: [ConnectedAction])?
    }

    /// Whether the change is to the classes merged again only: the same names in the same order,
    /// and each changed file's connected actions, selector references and findings as they were.
    private static func onlyClassesChanged(
        _ files: [(path: String, was: SourceFileScan, now: SourceFileScan)], _ was: ClassAssembly.Resolved, _ now: ClassAssembly.Resolved,
        _ modules: [SourceModule]
    ) -> Bool {
        guard was.classes.map(\.name) == now.classes.map(\.name) else { return false }
        return files.allSatisfy { file in
            file.was.selectorReferences == file.now.selectorReferences && file.was.selectorSwiftNames == file.now.selectorSwiftNames
                && file.was.findings == file.now.findings
                && merged(file.was, path: file.path, modules: modules).connectedActions
                    == merged(file.now, path: file.path, modules: modules).connectedActions
        }
    }

    /// Whether two scans of a file declare alike all that the merge reads of the whole scan:
    /// its protocols and value types, its renames by `@objc(Name)`, and no class declared in a
    /// function.
    private static func declaresAlike(_ was: SourceFileScan, _ now: SourceFileScan) -> Bool {
        func renames(_ scan: SourceFileScan) -> [ClassName?] { scan.classes.filter { $0.swiftName != nil }.flatMap { [$0.swiftName, $0.name] } }
        func isLocal(_ fragment: ClassFragment) -> Bool {
            if case .mangled(.local)? = fragment.runtimeName { return true }
            return false
        }
        return was.swiftOnlyTypeNames == now.swiftOnlyTypeNames && was.valueTypeNames == now.valueTypeNames && was.protocols == now.protocols
            && renames(was) == renames(now) && !was.classes.contains(where: isLocal) && !now.classes.contains(where: isLocal)
    }

    /// The unqualified names of the classes to merge again: those `scans` name, with their
    /// subclasses in the last result, closed under rename; and the superclasses those read,
    /// whose own merge does not change but is read by theirs.
    private static func touchedClasses(_ scans: [SourceFileScan], in last: ScannedRegistry, index: MergeIndex) -> Set<String> {
        let lineage = last.classes.map { (name: String($0.name.unqualified), superclass: $0.superclass.map { String($0.unqualified) }) }
        let renames = index.context.runtimeNames.map { (String(ClassName($0.key).unqualified), String($0.value.unqualified)) }
        func renamed(_ names: inout Set<String>) {
            for (swiftName, name) in renames where names.contains(swiftName) || names.contains(name) {
                names.insert(swiftName)
                names.insert(name)
            }
        }
        var touched = Set(scans.lazy.flatMap(\.classes).map { String($0.name.unqualified) })
        var count = 0
        while count != touched.count {
            count = touched.count
            for link in lineage where link.superclass.map(touched.contains) == true { touched.insert(link.name) }
            renamed(&touched)
        }
        var names = touched
        for fragment in scans.lazy.flatMap(\.classes) {
            for inherited in [fragment.superclass?.text, fragment.undecidedSuperclass].compactMap({ $0 }) + fragment.inheritedTypes {
                names.insert(String(ClassName(inherited).unqualified))
            }
        }
        count = 0
        while count != names.count {
            count = names.count
            for link in lineage where names.contains(link.name) {
                if let superclass = link.superclass { names.insert(superclass) }
            }
            renamed(&names)
        }
        return names
    }

    /// The classes of `names` merged from the fragments of `files` that name them, with the
    /// rest of the scan read from `index`.
    private func mergeClasses(
        named names: Set<String>, of files: [(path: String, scan: SourceFileScan)], modules: [SourceModule], index: MergeIndex
    ) -> (resolved: ClassAssembly.Resolved, findings: [Finding]) {
        var assembly = ClassAssembly(context: index.context)
        for file in files {
            var scan = Self.merged(file.scan, path: file.path, modules: modules).scan
            scan.classes = scan.classes.filter { names.contains(String($0.name.unqualified)) }
            assembly.add(scan)
        }
        return (assembly.resolved(), assembly.findings)
    }

    /// Replaces the connected actions, selector references and findings of the files at
    /// `changed` in `registry` with those of their new scans.
    private func replaceShares(
        of changed: [Int], in registry: inout ScannedRegistry, was shares: [MergeIndex.FileShare], read: [CachedFile], modules: [SourceModule],
        witnesses: [String: ActionSelector]
    ) {
        // Where each file's share starts in each list, and where the last one ends.
        var starts = [(connected: 0, references: 0, findings: 0)]
        for share in shares {
            let start = starts[starts.count - 1]
            starts.append(
                (
                    start.connected + share.connectedActionCount, start.references + share.selectorReferenceCount,
                    start.findings + share.findingCount
                ))
        }
        // From the last file to the first, so that the places of the earlier ones hold.
        for position in changed.reversed() {
            let scan = read[position].scan!
            let (start, end) = (starts[position], starts[position + 1])
            var references = scan.selectorReferences
            for (place, swiftName) in scan.selectorSwiftNames {
                guard let selector = witnesses[swiftName] else { continue }
                references[place] = SelectorReference(selector, at: references[place].location)
            }
            registry.connectedActions.replaceSubrange(
                start.connected..<end.connected, with: Self.merged(scan, path: shares[position].path, modules: modules).connectedActions)
            registry.selectorReferences.replaceSubrange(start.references..<end.references, with: references)
            registry.findings.replaceSubrange(start.findings..<end.findings, with: scan.findings)
        }
    }
}
