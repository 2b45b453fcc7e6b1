import EventMapCore
import Foundation

extension AdoptionDocument {
    /// Reads a document.
    /// - Throws: ``SourceScanDocument/DecodingFailure`` when it is not an adoption document of
    ///   this version, or a value is not what its place needs (located in the document).
    package init(decoding data: Data) throws(SourceScanDocument.DecodingFailure) {
        let document: LocatedJSONDocument
        do {
            document = try LocatedJSONParser.parse(Array(data), file: "adoption document")
        } catch {
            throw SourceScanDocument.DecodingFailure(description: "\(error.location): \(error.message)")
        }
        self = try AdoptionDocumentReader(document: document).read()
    }
}

/// Reads an adoption document from the project's located JSON (``LocatedJSONDocument``): a
/// value the document holds a few of per call is read without a container made for it.
private struct AdoptionDocumentReader {
    typealias Failure = SourceScanDocument.DecodingFailure

    let document: LocatedJSONDocument

    func read() throws(Failure) -> AdoptionDocument {
        let root = try members(of: document.root)
        guard let format = root["format"], let version = root["version"], document.nodes[format].kind == .string,
            document.text(of: format, equals: AdoptionDocument.format), try int(version) == AdoptionDocument.version
        else {
            throw Failure(description: "not a \(AdoptionDocument.format) document of version \(AdoptionDocument.version)")
        }
        switch (root["result"], root["inputError"]) {
        case (let result?, nil):
            return try self.result(result)
        case (nil, let error?):
            let fields = try members(of: error)
            return .inputError(
                ConfigInputError(
                    path: try string(try member("path", of: fields, in: error)), message: try string(try member("message", of: fields, in: error))))
        default:
            throw Failure(description: "the document holds neither a result nor an input error, or both")
        }
    }

    private func result(_ node: Int) throws(Failure) -> AdoptionDocument {
        let fields = try members(of: node)
        guard try strings(try member("columns", of: fields, in: node)) == AdoptionDocument.columns else {
            throw failure(try member("columns", of: fields, in: node), "the columns are not \(AdoptionDocument.columns)")
        }
        let patterns = try strings(try member("patterns", of: fields, in: node))
        let reasons = try strings(try member("reasons", of: fields, in: node))
        var calls: [AdoptionCall] = []
        for file in try elements(of: try member("files", of: fields, in: node)) {
            let fileFields = try members(of: file)
            let path = try string(try member("path", of: fileFields, in: file))
            for row in try elements(of: try member("calls", of: fileFields, in: file)) {
                calls.append(try call(row, file: path, patterns: patterns, reasons: reasons))
            }
        }
        return .result(
            calls: calls, problems: try strings(try member("problems", of: fields, in: node)),
            fileCount: try int(try member("fileCount", of: fields, in: node)))
    }

    /// A row of the values ``AdoptionDocument/columns`` names.
    private func call(_ row: Int, file: String, patterns: [String], reasons: [String]) throws(Failure) -> AdoptionCall {
        let values = try elements(of: row)
        guard values.count == 9 || values.count == 10 else { throw failure(row, "a call has 9 or 10 values, not \(values.count)") }
        guard let status = AdoptionCall.Status(rawValue: try string(values[0])) else { throw failure(values[0], "not a call's status") }
        let pattern = try int(values[3])
        let reason = try optional(values[8], int)
        guard patterns.indices.contains(pattern) else { throw failure(values[3], "the document lists no pattern \(pattern)") }
        guard reason.map(reasons.indices.contains) ?? true else { throw failure(values[8], "the document lists no reason \(reason ?? 0)") }
        return AdoptionCall(
            status: status, location: SourceLocation(file: file, line: try int(values[1]), column: try int(values[2])), pattern: patterns[pattern],
            className: try optional(values[4], string), method: try optional(values[5], string), eventID: try optional(values[6], string),
            target: try optional(values[7], string), reason: reason.map { reasons[$0] }, notes: values.count == 10 ? try strings(values[9]) : [])
    }

    // MARK: Values

    private func failure(_ node: Int, _ message: String) -> Failure {
        Failure(description: "\(document.location(of: node)): \(message)")
    }

    private func members(of node: Int) throws(Failure) -> [String: Int] {
        guard document.nodes[node].kind == .object else { throw failure(node, "expected an object, found \(document.noun(of: node))") }
        var members: [String: Int] = [:]
        for (key, value) in document.members(of: node) { members[document.string(key)] = value }
        return members
    }

    private func member(_ key: String, of members: [String: Int], in node: Int) throws(Failure) -> Int {
        guard let value = members[key] else { throw failure(node, "the object has no '\(key)'") }
        return value
    }

    private func elements(of node: Int) throws(Failure) -> [Int] {
        guard document.nodes[node].kind == .array else { throw failure(node, "expected an array, found \(document.noun(of: node))") }
        return document.elements(of: node)
    }

    private func string(_ node: Int) throws(Failure) -> String {
        guard document.nodes[node].kind == .string else { throw failure(node, "expected a string, found \(document.noun(of: node))") }
        return document.string(node)
    }

    private func int(_ node: Int) throws(Failure) -> Int {
        guard document.nodes[node].kind == .number, let value = Int(document.string(node)) else {
            throw failure(node, "expected a whole number, found \(document.noun(of: node))")
        }
        return value
    }

    private func strings(_ node: Int) throws(Failure) -> [String] {
        var texts: [String] = []
        for element in try elements(of: node) { texts.append(try string(element)) }
        return texts
    }

    private func optional<Value>(_ node: Int, _ read: (Int) throws(Failure) -> Value) throws(Failure) -> Value? {
        document.nodes[node].kind == .null ? nil : try read(node)
    }
}
