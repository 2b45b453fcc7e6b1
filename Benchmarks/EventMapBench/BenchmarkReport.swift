/// Collects the benchmark's tables and its verdicts on the targets.
struct BenchmarkReport {
    private(set) var lines: [String] = []
    private(set) var missedTargets: [String] = []

    mutating func section(_ title: String, columns: [String]) {
        lines.append("")
        lines.append("### \(title)")
        lines.append("")
        lines.append("| " + columns.joined(separator: " | ") + " |")
        lines.append("|" + columns.map { _ in "---" }.joined(separator: "|") + "|")
    }

    mutating func row(_ cells: [String]) {
        lines.append("| " + cells.joined(separator: " | ") + " |")
        print(lines.last!)
    }

    mutating func note(_ text: String) {
        lines.append("")
        lines.append(text)
    }

    /// Records a target's verdict and returns the cell text for it.
    mutating func target(_ name: String, value: Double, atMost limit: Double, format: (Double) -> String) -> String {
        let met = value <= limit
        if !met { missedTargets.append("\(name): \(format(value)) (target ≤ \(format(limit)))") }
        return "\(format(value)) \(met ? "✓" : "✗") (≤ \(format(limit)))"
    }

    mutating func target(_ name: String, value: Double, atLeast limit: Double, format: (Double) -> String) -> String {
        let met = value >= limit
        if !met { missedTargets.append("\(name): \(format(value)) (target ≥ \(format(limit)))") }
        return "\(format(value)) \(met ? "✓" : "✗") (≥ \(format(limit)))"
    }

    var markdown: String { lines.joined(separator: "\n") + "\n" }
}

func milliseconds(_ seconds: Double) -> String {
    seconds < 0.01 ? String(format3(seconds * 1000)) + " ms" : String(format1(seconds * 1000)) + " ms"
}

func ratio(_ value: Double) -> String { format2(value) + "×" }

func megabytes(_ bytes: Int) -> String { format1(Double(bytes) / 1_048_576) + " MB" }

func format1(_ value: Double) -> String { formatted(value, digits: 1) }
func format2(_ value: Double) -> String { formatted(value, digits: 2) }
func format3(_ value: Double) -> String { formatted(value, digits: 3) }

private func formatted(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return "n/a" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
    }
    return text
}
