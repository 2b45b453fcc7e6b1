/// The kinds of source file the scanner reads, told apart by extension.
public enum SourceLanguage: String, Sendable, CaseIterable {
    /// `.swift`
    case swift
    /// `.h`, `.m`, `.mm`
    case objectiveC
    /// `.storyboard`, `.xib`
    case interfaceBuilder

    /// The language of a file, or nil when the scanner does not read files like it.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...] {
        case "swift": self = .swift
        case "h", "m", "mm": self = .objectiveC
        case "storyboard", "xib": self = .interfaceBuilder
        default: return nil
        }
    }
}
