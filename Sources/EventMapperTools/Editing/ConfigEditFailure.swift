import EventMapper

/// Why `mapper set`/`unset` changed nothing, with the exit status the command line uses.
package struct ConfigEditFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// How the edit failed.
    package enum Kind: Sendable, Equatable {
        /// The edit is unsafe (an ID used elsewhere, a duplicate, a broken part of the file)
        /// and `--force` was not given; or the file does not parse. Exit status 1.
        case refused
        /// There is nothing to remove. Exit status 1.
        case notFound
        /// The user must say more (which file a new class goes to). Exit status 64.
        case usage
        /// The tool could not run: an unreadable input, a lock held by another process, a
        /// write that failed. Exit status 2.
        case cannotRun
    }

    /// How it failed.
    package let kind: Kind
    /// The lines to print on standard error.
    package let lines: [String]

    /// Creates a failure.
    package init(_ kind: Kind, _ lines: [String]) {
        self.kind = kind
        self.lines = lines
    }

    /// Creates a failure with one line, `error: ` prefixed.
    init(_ kind: Kind, error message: String) {
        self.init(kind, ["error: \(message)"])
    }

    /// The command line's exit status for it.
    package var exitStatus: Int32 {
        switch kind {
        case .refused, .notFound: 1
        case .usage: 64
        case .cannotRun: 2
        }
    }

    package var description: String { lines.joined(separator: "\n") }
}
