import EventMapCore

/// The report of a draft, re-checking only what the draft can have changed: the check while
/// typing in the editor, where one edit on a 10,000-page set must not cost a whole validation.
///
/// A draft changes the pages of a few classes. Every finding depends on a known neighbourhood:
/// a page's own findings on that page; a duplicate or similar ID on every ID of the same folded
/// form; an untracked or superclass-only action on the pages of the class's lineage; a class
/// configured twice on the pages of that name. The draft's report is therefore the base report,
/// less the findings of a narrowed base, plus those of the draft narrowed the same way, where
/// both narrowed sets keep the touched pages and every page in their neighbourhood, and the
/// registry's classes are checked only in that neighbourhood. Whatever the narrowing gets
/// wrong about the rest of the set, it gets wrong the same way in both, and the difference
/// cancels it.
///
/// Made once per base set: it indexes the base's IDs by folded form and the registry's
/// classes by name and superclass, so that a draft costs what its neighbourhood costs. When the
/// difference cannot be relied on — an ID outside ASCII, whose folded form only `String`
/// comparison can match, or a finding of the narrowed base in neither the base report nor the
/// narrowed draft's — the draft is validated whole.
package struct DraftRevalidation: Sendable {
    /// The set the draft started from, and its report.
    let base: ConfigSet
    package let baseReport: ValidationReport
    /// Validates a set, as the base report was made; with a scope, checks only the registry's
    /// classes of those names for untracked and superclass-only actions.
    let validate: @Sendable (ConfigSet, Set<Substring>?) -> ValidationReport
    private let forms: FormIndex?
    private let lineages: LineageIndex

    /// Indexes `base`, whose report is `baseReport`, made by `validate` against `registry`.
    package init(
        base: ConfigSet, baseReport: ValidationReport, registry: ActionRegistry?,
        validate: @escaping @Sendable (ConfigSet, Set<Substring>?) -> ValidationReport
    ) {
        self.base = base
        self.baseReport = baseReport
        self.validate = validate
        forms = FormIndex(base)
        lineages = LineageIndex(registry)
    }

    /// The report `validate(edited)` gives, for `edited`, a draft of the base set that changed
    /// only the pages of the classes `touched` names; with how many pages of the draft were
    /// re-checked, nil when the draft was validated whole.
    package func report(for edited: ConfigSet, touched: Set<String>) -> (report: ValidationReport, recheckedPages: Int?) {
        let touchedNames = Set(touched.map { ClassName($0).unqualified })
        guard let forms, let touchedForms = Self.forms(onPagesNamed: touchedNames, in: [base, edited]) else {
            return (validate(edited, nil), nil)
        }
        let neighbours = touchedNames.union(lineages.related(to: touchedNames))
        // Pages left as they were keep their places: one set of places serves both sets.
        let places = forms.places(holding: touchedForms)
        let keep = { (page: PageMapping) in
            neighbours.contains(page.className.value.unqualified) || places.contains(page.className.location)
        }
        let narrowedEdited = edited.narrowed(to: keep)
        // The base report's findings that the narrowed base makes are made again, on the
        // narrowed draft, and come from there (in the order the rules make them). What the
        // narrowing gets wrong, it gets wrong in both: a narrowed base's finding that the base
        // report lacks cancels the same one of the narrowed draft.
        var kept = FindingMultiset(baseReport.findings)
        var added = FindingMultiset(validate(narrowedEdited, neighbours).findings)
        for finding in validate(base.narrowed(to: keep), neighbours).findings where !kept.remove(finding) {
            guard added.remove(finding) else { return (validate(edited, nil), nil) }
        }
        let report = ValidationReport(
            findings: kept.remaining + added.remaining, configFiles: edited.paths, registryFiles: baseReport.registryFiles,
            sourceFileCount: baseReport.sourceFileCount)
        return (report, narrowedEdited.map.files.reduce(0) { $0 + $1.pages.count })
    }

    /// The folded forms of every ID on a page named in `names`, in any of `sets`; nil when one
    /// of them is not ASCII.
    private static func forms(onPagesNamed names: Set<Substring>, in sets: [ConfigSet]) -> Set<UInt64>? {
        var forms = Set<UInt64>()
        for set in sets {
            for file in set.map.files {
                for index in file.pages.indices where names.contains(file.pages[index].className.value.unqualified) {
                    let allASCII = file.pages[index].forEachEventID { form in
                        forms.insert(form)
                        return true
                    }
                    guard allASCII else { return nil }
                }
            }
        }
        return forms
    }
}

extension PageMapping {
    /// Calls `body` with the folded form of each event ID of the page while it returns true;
    /// false when an ID is not ASCII (or `body` said to stop).
    fileprivate func forEachEventID(_ body: (UInt64) -> Bool) -> Bool {
        func form(_ id: EventID) -> Bool {
            id.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } && body(FoldedIDForms.hash(folding: bytes)) }
        }
        if let enter = pageEvents[.enter], !form(enter.value) { return false }
        if let leave = pageEvents[.leave], !form(leave.value) { return false }
        for index in controls.indices where !form(controls[index].eventID.value) { return false }
        return true
    }
}

/// The base set's pages by the folded forms of their IDs.
private struct FormIndex: Sendable {
    /// (form, page) pairs, sorted by form.
    private let entries: [(form: UInt64, page: Int32)]
    /// Each page's place, by the numbers `entries` give.
    private let pagePlaces: [SourceLocation]

    /// Nil when an ID of `set` is not ASCII.
    init?(_ set: ConfigSet) {
        var entries: [(form: UInt64, page: Int32)] = []
        var pagePlaces: [SourceLocation] = []
        for file in set.map.files {
            for index in file.pages.indices {
                let number = Int32(pagePlaces.count)
                pagePlaces.append(file.pages[index].className.location)
                let allASCII = file.pages[index].forEachEventID { form in
                    entries.append((form, number))
                    return true
                }
                guard allASCII else { return nil }
            }
        }
        self.entries = entries.sorted { $0.form < $1.form }
        self.pagePlaces = pagePlaces
    }

    /// The places of the pages holding an ID of one of `forms`.
    func places(holding forms: Set<UInt64>) -> Set<SourceLocation> {
        var places = Set<SourceLocation>()
        for form in forms {
            var index = firstIndex(of: form)
            while index < entries.count, entries[index].form == form {
                places.insert(pagePlaces[Int(entries[index].page)])
                index += 1
            }
        }
        return places
    }

    private func firstIndex(of form: UInt64) -> Int {
        var (low, high) = (0, entries.count)
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].form < form { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// The registry's classes by unqualified name, and each one's subclasses.
private struct LineageIndex: Sendable {
    private let registry: ActionRegistry?
    private let positionsByName: [Substring: [Int]]
    private let subclasses: [[Int]]

    init(_ registry: ActionRegistry?) {
        self.registry = registry
        var positionsByName: [Substring: [Int]] = [:]
        var subclasses = Array(repeating: [Int](), count: registry?.classes.count ?? 0)
        for (position, declared) in (registry?.classes ?? []).enumerated() {
            positionsByName[declared.name.unqualified, default: []].append(position)
            let lineage = registry!.lineagePositions(of: declared.name.text)
            if lineage.count > 1 { subclasses[lineage[1]].append(position) }
        }
        self.positionsByName = positionsByName
        self.subclasses = subclasses
    }

    /// The unqualified names of the superclasses and subclasses of the classes named in `names`.
    func related(to names: Set<Substring>) -> Set<Substring> {
        guard let registry else { return [] }
        var related = Set<Substring>()
        for position in names.flatMap({ positionsByName[$0] ?? [] }) {
            for ancestor in registry.lineagePositions(of: registry.classes[position].name.text) {
                related.insert(registry.classes[ancestor].name.unqualified)
            }
            var pending = subclasses[position]
            var seen = Set(pending)
            while let next = pending.popLast() {
                related.insert(registry.classes[next].name.unqualified)
                for subclass in subclasses[next] where seen.insert(subclass).inserted { pending.append(subclass) }
            }
        }
        return related
    }
}
