/// A config input that could not be read at all — the tool cannot run (exit status 2), as
/// opposed to a config that was read and found wrong.
public struct ConfigInputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as given.
    public let path: String
    /// What went wrong.
    public let message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): error: \(message)" }
}
