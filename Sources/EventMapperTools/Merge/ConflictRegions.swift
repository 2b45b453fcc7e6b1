/// Which side of a conflict to keep: the branch merged into (`ours`) or the one merged.
package enum ConflictRegionSide: String, Sendable {
    case ours
    case theirs
}

/// The conflicts git left in a file: each region from a `<<<<<<<` line to its `>>>>>>>` line,
/// with both sides (and the base, in git's diff3 style), between the lines both sides share.
struct ConflictRegions {
    /// One conflict.
    struct Region {
        /// The line of its `<<<<<<<` marker, from 1.
        let line: Int
        /// What the markers name: `HEAD`, the other branch.
        let oursLabel: String
        let theirsLabel: String
        let ours: [UInt8]
        let theirs: [UInt8]
    }

    typealias Side = ConflictRegionSide

    private enum Segment {
        case common([UInt8])
        case conflict(Region)
    }

    private let segments: [Segment]

    /// The regions, in the file's order.
    var regions: [Region] {
        segments.compactMap { segment in
            if case .conflict(let region) = segment { return region }
            return nil
        }
    }

    /// Why the markers cannot be read: a region that does not close, a marker out of place.
    struct Malformed: Error {
        let line: Int
        let message: String
    }

    /// Reads the regions of `bytes`.
    /// - Throws: ``Malformed`` for a `<<<<<<<` without its `=======` and `>>>>>>>` lines.
    init(_ bytes: [UInt8]) throws(Malformed) {
        var segments: [Segment] = []
        var common: [UInt8] = []
        var lines = Self.lines(bytes)[...]
        var number = 0
        while let line = lines.popFirst() {
            number += 1
            guard Self.starts(line, with: "<<<<<<<") else {
                common += line
                continue
            }
            let start = number
            var (ours, base, theirs): ([UInt8], [UInt8]?, [UInt8]) = ([], nil, [])
            var part = 0
            var theirsLabel: String?
            while let next = lines.popFirst() {
                number += 1
                if part == 0, Self.starts(next, with: "|||||||") {
                    (part, base) = (1, [])
                } else if part < 2, Self.starts(next, with: "=======") {
                    part = 2
                } else if part == 2, Self.starts(next, with: ">>>>>>>") {
                    theirsLabel = Self.label(next)
                    break
                } else if Self.starts(next, with: "<<<<<<<") {
                    throw Malformed(line: number, message: "a conflict marker opens inside the conflict that opened at line \(start)")
                } else {
                    switch part {
                    case 0: ours += next
                    case 1: base? += next
                    default: theirs += next
                    }
                }
            }
            guard let theirsLabel else {
                throw Malformed(line: start, message: "the conflict that opens here has no \(part < 2 ? "=======" : ">>>>>>>") line")
            }
            if !common.isEmpty { segments.append(.common(common)) }
            common = []
            segments.append(
                .conflict(Region(line: start, oursLabel: Self.label(line), theirsLabel: theirsLabel, ours: ours, theirs: theirs)))
        }
        if !common.isEmpty { segments.append(.common(common)) }
        self.segments = segments
    }

    /// The file with each region settled as `side` says, or left as it is when it says nil.
    func settled(_ side: (Region) -> Side?) -> [UInt8] {
        var bytes: [UInt8] = []
        for segment in segments {
            switch segment {
            case .common(let text):
                bytes += text
            case .conflict(let region):
                switch side(region) {
                case .ours?: bytes += region.ours
                case .theirs?: bytes += region.theirs
                case nil: bytes += Self.marked(region)
                }
            }
        }
        return bytes
    }

    /// A region as git wrote it (without its base).
    private static func marked(_ region: Region) -> [UInt8] {
        Array("<<<<<<< \(region.oursLabel)\n".utf8) + region.ours + Array("=======\n".utf8) + region.theirs
            + Array(">>>>>>> \(region.theirsLabel)\n".utf8)
    }

    /// The lines of `bytes`, each with its line end.
    private static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            lines.append(Array(bytes[start...index]))
            start = index + 1
        }
        if start < bytes.count { lines.append(Array(bytes[start...])) }
        return lines
    }

    private static func starts(_ line: [UInt8], with marker: String) -> Bool {
        let marker = Array(marker.utf8)
        guard line.starts(with: marker) else { return false }
        let rest = line.dropFirst(marker.count)
        return rest.first.map { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D } ?? true
    }

    /// The name after a marker: `HEAD` in `<<<<<<< HEAD`.
    private static func label(_ line: [UInt8]) -> String {
        var text = Substring(String(decoding: line.dropFirst(7), as: UTF8.self))
        while let last = text.last, last.isNewline || last == " " { text.removeLast() }
        while text.first == " " { text.removeFirst() }
        return String(text)
    }
}
