/// How much a finding matters. `mapper validate` exits 1 on errors, and on warnings too with
/// `--strict`.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    case note
    case warning
    case error

    public var description: String { rawValue }

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        let order: [Severity] = [.note, .warning, .error]
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}
