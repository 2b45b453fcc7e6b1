import EventMapCore
import Foundation

/// One tracking call `mapper adopt` found, and what becomes of it.
package struct AdoptionCall: Sendable, Equatable, Codable {
    /// What adopt makes of a call.
    package enum Status: String, Sendable, Codable {
        /// The hooks see it: its ID can move into the config, and the call can go.
        case adoptable
        /// The hooks cannot see where it is (a closure, a delegate callback, `#if DEBUG`): it
        /// stays in code.
        case notMappable = "not-mappable"
        /// Its ID is computed at run time, or a name adopt cannot follow to a literal.
        case dynamic
        /// Its ID is a literal no config can hold: empty, or with a control character.
        case invalidID = "invalid-id"
        /// Its file could not be read whole: adopt cannot tell.
        case unknown
    }

    /// What becomes of it.
    package var status: Status
    /// Where the call is written.
    package var file: String
    package var line: Int
    package var column: Int
    /// The pattern it matches, as written.
    package var pattern: String
    /// The class the hooks would look the call's page or action up by: the name the runtime
    /// reports for the class whose method makes the call.
    package var className: String?
    /// The selector of the method that makes it.
    package var method: String?
    /// The event ID, when adopt could read it.
    package var eventID: String?
    /// `Enter`, `Leave`, or the action's selector: where in the config the ID goes.
    package var target: String?
    /// Why it is not adoptable; nil when it is.
    package var reason: String?
    /// What else a reviewer should know: the constant the ID came from, the `#if` it is under,
    /// a page event moved from `viewDidAppear:` to the hooks' `viewWillAppear:`.
    package var notes: [String]

    /// Where the call is written, as findings print it.
    package var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// Creates a call's record.
    package init(
        status: Status, location: SourceLocation, pattern: String, className: String? = nil, method: String? = nil, eventID: String? = nil,
        target: String? = nil, reason: String? = nil, notes: [String] = []
    ) {
        self.status = status
        file = location.file
        line = location.line
        column = location.column
        self.pattern = pattern
        self.className = className
        self.method = method
        self.eventID = eventID
        self.target = target
        self.reason = reason
        self.notes = notes
    }
}

/// What `mapper-source-scanner --adopt` writes for `mapper adopt`: every tracking call found in
/// the sources with what becomes of it, the files' syntax problems, or why the scan could not run.
///
/// ```json
/// {"format": "mapper-adoption", "version": 1,
///  "result": {"fileCount": 12, "problems": ["App/Broken.m:4:1: error: …"],
///             "calls": [{"status": "adoptable", "file": "App/Home.m", "line": 9, "column": 5,
///                        "pattern": "+[WUserStatistics sendEventToServer:]",
///                        "className": "HomeViewController", "method": "viewWillAppear:",
///                        "eventID": "PAGE_EVENT_HOME_ENTER", "target": "Enter", "notes": []}]}}
/// ```
package enum AdoptionDocument: Sendable, Equatable {
    /// The scan ran.
    case result(calls: [AdoptionCall], problems: [String], fileCount: Int)
    /// A path does not exist or cannot be listed (exit status 2).
    case inputError(ConfigInputError)

    /// The `format` every document names.
    package static let format = "mapper-adoption"
    /// The version this build writes and reads.
    package static let version = 1

    private struct Envelope: Codable {
        var format: String
        var version: Int
        var result: Result?
        var inputError: InputError?
    }

    private struct Result: Codable {
        var calls: [AdoptionCall]
        var problems: [String]
        var fileCount: Int
    }

    private struct InputError: Codable {
        var path: String
        var message: String
    }

    /// The document, as compact JSON.
    package func encoded() -> Data {
        var envelope = Envelope(format: Self.format, version: Self.version)
        switch self {
        case .result(let calls, let problems, let fileCount): envelope.result = Result(calls: calls, problems: problems, fileCount: fileCount)
        case .inputError(let error): envelope.inputError = InputError(path: error.path, message: error.message)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(envelope)
        } catch {
            preconditionFailure("a document of strings and integers always encodes: \(error)")
        }
    }

    /// Reads a document.
    /// - Throws: ``SourceScanDocument/DecodingFailure`` when it is not an adoption document of
    ///   this version, or holds neither a result nor an error.
    package init(decoding data: Data) throws(SourceScanDocument.DecodingFailure) {
        let envelope: Envelope
        do {
            envelope = try JSONDecoder().decode(Envelope.self, from: data)
        } catch {
            throw SourceScanDocument.DecodingFailure(description: DecodingProblem.describe(error))
        }
        guard envelope.format == Self.format, envelope.version == Self.version else {
            throw SourceScanDocument.DecodingFailure(description: "not a \(Self.format) document of version \(Self.version)")
        }
        switch (envelope.result, envelope.inputError) {
        case (let result?, nil): self = .result(calls: result.calls, problems: result.problems, fileCount: result.fileCount)
        case (nil, let error?): self = .inputError(ConfigInputError(path: error.path, message: error.message))
        default: throw SourceScanDocument.DecodingFailure(description: "the document holds neither a result nor an input error, or both")
        }
    }
}
