import EventMapCore
import EventMapper
import EventMapXML

/// Compares a config read back from JSON with the pages a conversion wrote, entry by entry in
/// file order, byte for byte, without building a second model, so that the read-back makes no
/// string only to compare it.
///
/// The reader's walk still parses everything and checks the structure. What a
/// ``ConfigEntryBuilder`` would check besides — names, IDs, a page event or selector given
/// twice for one class — cannot fail for entries equal to the written pages: those came from a
/// load without findings, under the same rules, and each class's entries come from one object
/// whose keys the walk found distinct. So an output this comparison accepts is one the builder
/// would load without findings into exactly the written pages, and the other way round.
struct WrittenPagesComparison: JSONConfigEntryReceiver {
    /// The pages written, in ``ConfigWriter/canonicalOrder(_:)``.
    let written: [PageMapping]
    /// The problems the walk found.
    private(set) var findings: [Finding] = []
    private var differs = false
    private var pagesRead = 0
    private var pageEventsRead: [Int]
    private var controlsRead: [Int]

    init(written: [PageMapping]) {
        self.written = written
        pageEventsRead = Array(repeating: 0, count: written.count)
        controlsRead = Array(repeating: 0, count: written.count)
    }

    /// Whether everything read was written, in order, and everything written was read.
    var matches: Bool {
        !differs && pagesRead == written.count
            && written.indices.allSatisfy { written[$0].pageEvents.count == pageEventsRead[$0] && written[$0].controls.count == controlsRead[$0] }
    }

    mutating func page(named key: Int, in document: LocatedJSONDocument) -> Int? {
        let position = pagesRead
        pagesRead += 1
        guard position < written.count, document.text(of: key, equals: written[position].className.value.text) else {
            differs = true
            return nil
        }
        return position
    }

    mutating func pageEvent(_ key: Int, id: Int, in document: LocatedJSONDocument, page: Int) {
        guard let event = PageEvent.allCases.first(where: { document.text(of: key, equals: $0.rawValue) }),
            let expected = written[page].pageEvents[event], document.text(of: id, equals: expected.value)
        else {
            differs = true
            return
        }
        pageEventsRead[page] += 1
    }

    mutating func control(_ key: Int, id: Int, in document: LocatedJSONDocument, page: Int) {
        let position = controlsRead[page]
        guard position < written[page].controls.count,
            document.text(of: key, equals: written[page].controls[position].selector.value.text),
            document.text(of: id, equals: written[page].controls[position].eventID.value)
        else {
            differs = true
            return
        }
        controlsRead[page] = position + 1
    }

    mutating func report(_ rule: Rule, _ message: String, at location: SourceLocation, suggestion: String?, related: [SourceLocation]) {
        findings.append(Finding(rule, message, at: location, suggestion: suggestion, related: related))
    }

    mutating func reportRepeat(_ key: String, at location: SourceLocation, first: SourceLocation) {
        report(
            .duplicateKey, ConfigEntryBuilder.repeatMessage(key, first: first, file: location.file), at: location, suggestion: nil, related: [first])
    }
}

extension PageMapping {
    /// Whether `other` maps exactly what this page maps: the same class name, the same page
    /// events and the same controls in the same order, every name and ID byte for byte (two
    /// spellings Swift calls equal are still two names to the runtime). Locations do not count.
    ///
    /// A conversion reads its output back and compares it with this, page by page, against the
    /// pages it wrote: the writers write pages and controls in canonical order and the readers
    /// return them in file order, so one pass in step decides, and any difference, even in
    /// order alone, is a refusal rather than a guess.
    /// - Parameter other: The page read back.
    func hasSameMapping(as other: PageMapping) -> Bool {
        guard Self.sameBytes(className.value.text, other.className.value.text),
            pageEvents.count == other.pageEvents.count, controls.count == other.controls.count
        else { return false }
        for (event, id) in pageEvents {
            guard let theirs = other.pageEvents[event], id.value == theirs.value else { return false }
        }
        for index in controls.indices {
            guard Self.sameBytes(controls[index].selector.value.text, other.controls[index].selector.value.text),
                controls[index].eventID.value == other.controls[index].eventID.value
            else { return false }
        }
        return true
    }

    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        let compared = a.utf8.withContiguousStorageIfAvailable { first in
            b.utf8.withContiguousStorageIfAvailable { second in
                first.count == second.count && (first.isEmpty || memcmpBytes(first.baseAddress!, second.baseAddress!, first.count))
            }
        }
        return (compared ?? nil) ?? a.utf8.elementsEqual(b.utf8)
    }
}
