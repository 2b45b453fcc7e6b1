import EventMapCore

extension ActionRegistry {
    /// The declared action a configured `selector` most likely meant, for "did you mean": what
    /// `undeclared-action` suggests, and what `mapper set` suggests when it is given an action
    /// the code does not declare.
    ///
    /// A typo in a config key leaves the intended action unconfigured, so the actions of the class
    /// that are not mapped yet are the candidates. An action that is already mapped is offered
    /// only when nothing unmapped is close and it is the same name but for case or the tag (the
    /// same action configured twice under two spellings).
    ///
    /// Close means a typo or a word added or dropped, never a different word: the edit distance,
    /// ignoring case and the tracking tag, is at most a sixth of the name's length (at least 2),
    /// so `onShareBtnPressed:` is not `onFavBtnPressed:`; when one name holds the other with
    /// letters added (`onFav:` and `onFavourite:`, `onShare:` and `onShare_UA:`), up to a third
    /// (at most 6).
    /// - Parameters:
    ///   - selector: The action that the class does not declare.
    ///   - className: The class, whose own and inherited actions are the candidates.
    ///   - mapped: The actions configured for the class.
    ///   - tag: The project's tracking tag (`_UA` by default).
    package func suggestedAction(
        for selector: ActionSelector, ofClass className: String, mapped: some Sequence<ActionSelector>, tag: String
    ) -> ActionSelector? {
        let name = Array(selector.text.lowercased().unicodeScalars)
        let typoLimit = max(2, name.count / 6)
        let insertionLimit = max(2, min(6, name.count / 3))
        let loweredTag = Array(tag.lowercased().unicodeScalars)
        func untagged(_ text: [Unicode.Scalar]) -> [Unicode.Scalar] {
            guard !loweredTag.isEmpty, text.count >= loweredTag.count else { return text }
            for start in 0...(text.count - loweredTag.count) where text[start..<(start + loweredTag.count)].elementsEqual(loweredTag) {
                return Array(text[..<start] + text[(start + loweredTag.count)...])
            }
            return text
        }
        /// The distance to `candidate`, or nil when it is not close.
        func distance(_ candidate: ActionSelector) -> Int? {
            let other = Array(candidate.text.lowercased().unicodeScalars)
            let (plainName, plainOther) = (untagged(name), untagged(other))
            let distance = min(
                NearestName.editDistance(name, other, limit: insertionLimit),
                NearestName.editDistance(plainName, plainOther, limit: insertionLimit))
            let addsLetters =
                plainName.count < plainOther.count ? plainName.isSubsequence(of: plainOther) : plainOther.isSubsequence(of: plainName)
            return distance <= (addsLetters ? insertionLimit : typoLimit) ? distance : nil
        }
        let configured = Set(mapped)
        let candidates = allActions(of: className).map(\.selector).filter { $0 != selector }
        func nearest(_ pool: [ActionSelector], within bound: Int) -> ActionSelector? {
            let scored = pool.compactMap { candidate in distance(candidate).map { (candidate, $0) } }.filter { $0.1 <= bound }
            return scored.min { ($0.1, $0.0.text) < ($1.1, $1.0.text) }?.0
        }
        return nearest(candidates.filter { !configured.contains($0) }, within: insertionLimit)
            ?? nearest(candidates.filter { configured.contains($0) }, within: 0)
    }
}

extension Array where Element == Unicode.Scalar {
    /// Whether every scalar of this array occurs in `other`, in order.
    fileprivate func isSubsequence(of other: [Unicode.Scalar]) -> Bool {
        var index = other.startIndex
        for scalar in self {
            guard let found = other[index...].firstIndex(of: scalar) else { return false }
            index = found + 1
        }
        return true
    }
}
