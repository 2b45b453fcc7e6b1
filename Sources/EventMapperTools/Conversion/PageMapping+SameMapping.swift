import EventMapCore
import EventMapper

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
              pageEvents.count == other.pageEvents.count, controls.count == other.controls.count else { return false }
        for (event, id) in pageEvents {
            guard let theirs = other.pageEvents[event], Self.sameBytes(id.value.text, theirs.value.text) else { return false }
        }
        for index in controls.indices {
            guard Self.sameBytes(controls[index].selector.value.text, other.controls[index].selector.value.text),
                  Self.sameBytes(controls[index].eventID.value.text, other.controls[index].eventID.value.text) else { return false }
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
