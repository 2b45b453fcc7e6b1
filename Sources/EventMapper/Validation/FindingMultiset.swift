import EventMapCore

/// Findings counted by value, for taking one report's findings out of another's: how a report
/// is made again from a base report for what a change reaches (``DraftRevalidation``,
/// ``RegistryRevalidation``).
struct FindingMultiset {
    private var findings: [Finding?]
    private var byLocation: [SourceLocation: [Int]] = [:]

    init(_ findings: [Finding]) {
        self.findings = findings
        for (index, finding) in findings.enumerated() { byLocation[finding.location, default: []].append(index) }
    }

    /// Takes out one finding equal to `finding`; false when there is none.
    mutating func remove(_ finding: Finding) -> Bool {
        guard let indices = byLocation[finding.location], let found = indices.first(where: { findings[$0] == finding }) else {
            return false
        }
        findings[found] = nil
        byLocation[finding.location] = indices.filter { $0 != found }
        return true
    }

    /// The findings not taken out, in their order.
    var remaining: [Finding] { findings.compactMap { $0 } }
}
