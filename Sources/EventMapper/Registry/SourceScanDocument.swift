import Foundation

/// What `mapper-source-scanner` writes on standard output for `mapper` to read: a versioned JSON
/// document holding either the whole scan or the reason it could not run.
///
/// ```json
/// {"format": "mapper-source-scan", "version": 1,
///  "scan": {"fileCount": 8, "byteCount": 41250,
///           "classes": [{"name": "HomeViewController", "superclass": "BaseViewController",
///                        "location": {"file": "App/Home.swift", "line": 3, "column": 13},
///                        "actions": [{"selector": "onFavBtnPressed_UA:", "location": {…}}]}],
///           "connectedActions": [{"className": "…", "selector": "…", "location": {…}}],
///           "selectorReferences": [{"selector": "…", "location": {…}}],
///           "findings": [{"rule": "unparsable-source", "severity": "warning", "message": "…",
///                         "location": {…}, "suggestion": "…", "related": []}]}}
/// {"format": "mapper-source-scan", "version": 1,
///  "inputError": {"path": "Sources/Missing", "message": "no such file or directory"}}
/// ```
///
/// The scanner runs apart from `mapper` so that `mapper` does not link swift-syntax (whose
/// protocol conformances slow every start-up); both are built from the same package, so a
/// document of another format or version means the two binaries do not belong together.
package enum SourceScanDocument: Sendable, Equatable {
    /// The scan ran: everything it found.
    case scan(ScannedRegistry)
    /// A path does not exist or cannot be listed: the tool could not run (exit status 2).
    case inputError(ConfigInputError)

    /// The `format` every document names.
    package static let format = "mapper-source-scan"
    /// The version this build writes and reads.
    package static let version = 1

    /// Why bytes are not a document this build reads.
    package struct DecodingFailure: Error, Sendable, CustomStringConvertible {
        /// What is wrong, for a person.
        package let description: String
    }

    private struct Envelope: Codable {
        var format: String
        var version: Int
        var scan: SourceScanRecord?
        var inputError: InputErrorRecord?
    }

    private struct InputErrorRecord: Codable {
        var path: String
        var message: String
    }

    /// What is read first when a document does not decode, to say why.
    private struct Header: Decodable {
        var format: String?
        var version: Int?
    }

    /// The document, as compact JSON (UTF-8, keys sorted, slashes unescaped).
    package func encoded() -> Data {
        var envelope = Envelope(format: Self.format, version: Self.version)
        switch self {
        case .scan(let scan): envelope.scan = SourceScanRecord(scan)
        case .inputError(let error): envelope.inputError = InputErrorRecord(path: error.path, message: error.message)
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
    /// - Parameter data: What the scanner wrote.
    /// - Throws: ``DecodingFailure`` when it is not JSON, not a source-scan document, of another
    ///   version, holds a rule this build does not know, or holds neither a scan nor an error.
    package init(decoding data: Data) throws(DecodingFailure) {
        let envelope: Envelope
        do {
            envelope = try JSONDecoder().decode(Envelope.self, from: data)
        } catch {
            throw Self.failure(decoding: data, error)
        }
        guard envelope.format == Self.format, envelope.version == Self.version else {
            throw Self.unexpectedHeader(format: envelope.format, version: envelope.version)
        }
        switch (envelope.scan, envelope.inputError) {
        case (let scan?, nil):
            self = .scan(try scan.scannedRegistry())
        case (nil, let error?):
            self = .inputError(ConfigInputError(path: error.path, message: error.message))
        default:
            throw DecodingFailure(
                description:
                    "the document holds \(envelope.scan == nil ? "neither" : "both") 'scan' \(envelope.scan == nil ? "nor" : "and") 'inputError'")
        }
    }

    /// Why a document did not decode: its header when that is the reason, else the decoder's word.
    private static func failure(decoding data: Data, _ error: any Error) -> DecodingFailure {
        if let header = try? JSONDecoder().decode(Header.self, from: data), header.format != Self.format || header.version != Self.version {
            return unexpectedHeader(format: header.format, version: header.version)
        }
        return DecodingFailure(description: DecodingProblem.describe(error))
    }

    private static func unexpectedHeader(format: String?, version: Int?) -> DecodingFailure {
        guard format == Self.format else {
            return DecodingFailure(description: "not a \(Self.format) document")
        }
        return DecodingFailure(
            description: "\(Self.format) version \(version.map(String.init) ?? "none") is not supported (expected \(Self.version))")
    }
}

/// A one-line reason for a JSON decoding failure, naming the key path: what a source-scan
/// document says when it is not in its shape.
enum DecodingProblem {
    static func describe(_ error: any Error) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.isEmpty ? "the top level" : "'" + codingPath.map(\.stringValue).joined(separator: ".") + "'"
        }
        switch error {
        case DecodingError.typeMismatch(let type, let context):
            let name = "\(type)"
            let expected =
                name.hasPrefix("Array") ? "a list of strings" : name.hasPrefix("Dictionary") ? "an object" : name == "Int" ? "a number" : "a string"
            return "\(path(context.codingPath)) must be \(expected)"
        case DecodingError.dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "\(path(context.codingPath)): \(context.debugDescription)"
        case DecodingError.valueNotFound(_, let context):
            return "\(path(context.codingPath)) has no value"
        case DecodingError.keyNotFound(let key, _):
            return "'\(key.stringValue)' is missing"
        default:
            return "\(error)"
        }
    }

}
