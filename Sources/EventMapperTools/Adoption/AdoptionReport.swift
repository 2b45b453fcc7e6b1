import EventMapCore
import EventMapper
import Foundation

/// How `mapper adopt` shows its plan: the entries per class, each with the call sites it came
/// from, then the calls that stay in code with the reason; as text, or JSON for scripts.
struct AdoptionReport {
    let plan: AdoptionPlan
    let calls: [AdoptionCall]
    /// The calls that stay in code.
    private let staying: [AdoptionCall]

    init(plan: AdoptionPlan, calls: [AdoptionCall]) {
        self.plan = plan
        self.calls = calls
        staying = calls.filter { $0.status != .adoptable }
    }

    /// The proposal, for a person.
    func text() -> String {
        var lines: [String] = []
        var currentClass: String?
        for entry in plan.entries.sorted(by: { ($0.className, $0.target) < ($1.className, $1.target) }) {
            if entry.className != currentClass {
                if currentClass != nil { lines.append("") }
                lines.append(entry.className)
                currentClass = entry.className
            }
            let mark =
                switch entry.state {
                case .new: "+ "
                case .configured: "= "
                case .conflict: "! "
                }
            var line = "  " + mark + entry.target + "  " + entry.eventID
            switch entry.state {
            case .new: line += entry.file.map { "  → \($0)" } ?? ""
            case .configured: line += "  (already configured)"
            case .conflict: line += "  conflict: \(entry.conflict ?? "")"
            }
            lines.append(line)
            for call in entry.calls {
                lines.append("      from \(call.location)" + (call.eventID == entry.eventID ? "" : " (\(call.eventID ?? ""))"))
                lines += call.notes.map { "      note: \($0)" }
            }
        }
        if !staying.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines.append("Calls that stay in code:")
            for call in staying {
                let id = call.eventID.map { " [\($0)]" } ?? ""
                lines.append("  \(call.location): \(call.status.rawValue): \(call.reason ?? "")\(id)")
            }
        }
        if !lines.isEmpty { lines.append("") }
        return (lines + [summaryLine(written: nil)]).joined(separator: "\n") + "\n"
    }

    /// One line: how many entries, calls and conflicts.
    private func summaryLine(written: Bool?) -> String {
        let new = plan.entries.filter { $0.state == .new }.count
        let configured = plan.entries.filter { $0.state == .configured }.count
        let conflicts = plan.entries.filter { $0.state == .conflict }.count
        let verb =
            switch written {
            case true?: "added"
            case false?: "would be added"
            case nil: "to add"
            }
        var parts = ["\(calls.count) tracking \(calls.count == 1 ? "call" : "calls"): \(new) \(new == 1 ? "entry" : "entries") \(verb)"]
        if configured > 0 { parts.append("\(configured) already configured") }
        if conflicts > 0 { parts.append("\(conflicts) \(conflicts == 1 ? "conflict" : "conflicts") (not adopted)") }
        if !staying.isEmpty { parts.append("\(staying.count) \(staying.count == 1 ? "call stays" : "calls stay") in code") }
        if written == nil, new > 0 { parts.append("run with --dry-run to see the change, --write to make it") }
        return parts.joined(separator: "; ")
    }

    /// The line after a dry run or a write.
    func summary(written: Bool) -> String {
        summaryLine(written: written) + (written ? "" : "; nothing written (--dry-run)") + "\n"
    }

    /// After a write: the calls the hooks now make, to delete from the code.
    func checklist() -> String {
        let done = plan.entries.filter { $0.state == .new || $0.state == .configured }.flatMap(\.calls)
        guard !done.isEmpty else { return "" }
        let sorted = done.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        let items = sorted.map { "- [ ] \($0.location): \($0.pattern) \($0.eventID ?? "")" }
        return (["", "The hooks now record these; delete the calls from the code:"] + items).joined(separator: "\n") + "\n"
    }

    /// The proposal as JSON: every call with the entry it goes to and that entry's state.
    func json() -> String {
        struct Call: Encodable {
            let call: AdoptionCall
            let entry: String?
            let conflict: String?
            let configFile: String?

            func encode(to encoder: any Encoder) throws {
                try call.encode(to: encoder)
                var container = encoder.container(keyedBy: Key.self)
                try container.encodeIfPresent(entry, forKey: .entry)
                try container.encodeIfPresent(conflict, forKey: .conflict)
                try container.encodeIfPresent(configFile, forKey: .configFile)
            }

            enum Key: String, CodingKey { case entry, conflict, configFile }
        }
        var byLocation: [String: AdoptionPlan.Entry] = [:]
        for entry in plan.entries {
            for call in entry.calls { byLocation["\(call.location)"] = entry }
        }
        let records = calls.map { call in
            let entry = byLocation["\(call.location)"]
            return Call(call: call, entry: entry?.state.rawValue, conflict: entry?.conflict, configFile: entry?.file)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = (try? encoder.encode(["calls": records])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
