import EventMapCore

/// The report of a config set checked against a scan that differs from the one a base report
/// was made against only in some classes (``ScanChanges``): the check after an action is added
/// to a class, where one class must not cost a whole validation.
///
/// The changes carry every class whose checks the changed classes reach: their superclasses and
/// subclasses, and the classes of the same unqualified name. The report is the base report,
/// less the findings of the set narrowed to the pages of those classes checked against those
/// classes as they were, plus the findings of the same narrowed set checked against them as
/// they are, as ``DraftRevalidation`` does for a draft. What the narrowing gets wrong about the
/// rest of the set and the rest of the registry (a class outside it unknown, a page outside it
/// missing), it gets wrong the same way in both, and the difference cancels it.
package enum RegistryRevalidation {
    /// The config entries the report reads: those of the changed classes' unqualified names.
    /// A set loaded with only these gives the same report as the whole set, and costs a
    /// fraction of its loading.
    package static func configEntries(for changes: ScanChanges) -> ClassNameQuery {
        ClassNameQuery(unqualifiedNames: classNames(changes))
    }

    /// The report `validator` would give for `configs` against the changed scan, from `base`,
    /// its report against the scan before; nil when the difference cannot be relied on (a
    /// finding of the narrowed set as it was that is in neither the base report nor the
    /// narrowed set as it is).
    /// - Parameter configs: The whole set, or the set loaded with only
    ///   ``configEntries(for:)``.
    package static func report(
        base: ValidationReport, configs: ConfigSet, changes: ScanChanges, validator: Validator, sourceFileCount: Int
    ) -> ValidationReport? {
        let names = classNames(changes)
        let narrowed = configs.narrowed { names.contains($0.className.value.unqualified) }
        func check(_ classes: [DeclaredClass]) -> [Finding] {
            let merged = ActionRegistry.merging([classes])
            return validator.validate(
                narrowed, registry: merged.registry, registryFindings: merged.findings, connectedActions: changes.connectedActions,
                classScope: names
            ).findings
        }
        var kept = FindingMultiset(base.findings)
        var added = FindingMultiset(check(changes.now))
        for finding in check(changes.was) where !kept.remove(finding) {
            guard added.remove(finding) else { return nil }
        }
        return ValidationReport(
            findings: kept.remaining + added.remaining, configFiles: base.configFiles, registryFiles: base.registryFiles,
            sourceFileCount: sourceFileCount)
    }

    private static func classNames(_ changes: ScanChanges) -> Set<Substring> {
        Set((changes.was + changes.now).map(\.name.unqualified))
    }
}
