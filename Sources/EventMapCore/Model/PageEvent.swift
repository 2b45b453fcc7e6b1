/// The page events the appear/disappear hooks record, keyed as in `PageEventIDs`.
public enum PageEvent: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `viewWillAppear:` — key `Enter`.
    case enter = "Enter"
    /// `viewWillDisappear:` — key `Leave`.
    case leave = "Leave"

    public var description: String { rawValue }
}
