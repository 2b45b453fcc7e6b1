/// "Did you mean" suggestions: the candidate closest to a wrong name, if it is close enough to
/// be a typo.
public enum NearestName {
    /// The best candidate for `name`, or nil.
    ///
    /// A case-insensitive equal wins; otherwise the smallest edit distance, ignoring case, up to
    /// a third of the name's length (at least 2). Ties go to the candidate that sorts first.
    /// - Parameters:
    ///   - name: The name that matched nothing.
    ///   - candidates: The names that exist.
    public static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let lowered = Array(name.lowercased().unicodeScalars)
        let limit = max(2, lowered.count / 3)
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars), limit: limit)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
                best = (distance, candidate)
            }
        }
        return best?.name
    }

    /// Levenshtein distance, giving up (returning `limit + 1`) once it must exceed `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
