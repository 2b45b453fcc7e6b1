import Foundation

/// What a config maps, without locations or order: the thing a conversion must keep. Two
/// files with equal snapshots configure the same events.
///
/// A multiset of (class, kind, trigger, ID) entries, compared by bytes: two spellings Swift
/// calls equal are still two names to the runtime. Hashing, not sorting: a 200,000-entry
/// config is compared in one pass each way.
struct ConfigSnapshot: Equatable {
    /// A string compared and hashed by its UTF-8 bytes.
    private struct Bytes: Hashable {
        let text: String

        static func == (lhs: Bytes, rhs: Bytes) -> Bool {
            var left = lhs.text
            var right = rhs.text
            return left.withUTF8 { a in right.withUTF8 { b in a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0) } }
        }

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    private struct Entry: Hashable {
        let className: Bytes
        /// The page event's raw value, or the selector of a control.
        let trigger: Bytes
        let isControl: Bool
        let eventID: Bytes
    }

    private let counts: [Entry: Int]
    private let classes: [Bytes: Int]

    init(_ pages: [PageMapping]) {
        var counts: [Entry: Int] = [:]
        var classes: [Bytes: Int] = [:]
        for page in pages {
            let name = Bytes(text: page.className.value.text)
            classes[name, default: 0] += 1
            for (event, id) in page.pageEvents {
                counts[Entry(className: name, trigger: Bytes(text: event.rawValue), isControl: false, eventID: Bytes(text: id.value.text)), default: 0] += 1
            }
            for control in page.controls {
                counts[Entry(className: name, trigger: Bytes(text: control.selector.value.text), isControl: true, eventID: Bytes(text: control.eventID.value.text)), default: 0] += 1
            }
        }
        self.counts = counts
        self.classes = classes
    }
}
