/// Where `#selector` is written in a file's bytes, found with one pass before parsing, so that
/// the declaration visitor enters only the function bodies and initial values that contain one.
struct SelectorMarkers {
    private let offsets: [Int]

    private static let marker = Array("#selector".utf8)

    /// Finds every `#selector` in `bytes` (in comments and strings too: a false hit only makes
    /// the visitor enter one body more).
    init(_ bytes: [UInt8]) {
        var offsets: [Int] = []
        let marker = Self.marker
        var index = 0
        let last = bytes.count - marker.count
        while index <= last {
            if bytes[index] == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: "s") {
                var matches = true
                for step in 2..<marker.count where bytes[index + step] != marker[step] {
                    matches = false
                    break
                }
                if matches { offsets.append(index) }
            }
            index += 1
        }
        self.offsets = offsets
    }

    /// Whether the file has no `#selector` at all.
    var isEmpty: Bool { offsets.isEmpty }

    /// Whether a `#selector` starts in the byte range `start..<end`.
    func contains(from start: Int, to end: Int) -> Bool {
        // The first offset not below `start`, by binary search.
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low < offsets.count && offsets[low] < end
    }
}
