import Foundation
import Hummingbird
import HTTPTypes

/// A request the editor does not carry out, and why: every refusal reaches the page as a
/// message that names what and why, never as a blank page or a bare status.
struct EditorRefusal: Error, Sendable, Equatable {
    let status: HTTPResponse.Status
    /// What kind, for the page: `conflict`, `step`, `findings`, `refused`.
    let kind: String
    /// The lines that say what and why.
    let lines: [String]
    /// With `step`: which step of the draft (from 0).
    let step: Int?

    init(_ status: HTTPResponse.Status, _ message: String) {
        self.init(status, kind: "refused", lines: [message])
    }

    init(_ status: HTTPResponse.Status, kind: String, lines: [String], step: Int? = nil) {
        self.status = status
        self.kind = kind
        self.lines = lines
        self.step = step
    }

    private struct Body: Encodable {
        let error: String
        let kind: String
        let lines: [String]
        let step: Int?
    }

    /// The refusal as JSON, or for a page request as a short HTML page saying the same.
    func response(asPage: Bool = false) -> Response {
        guard asPage else {
            return EditorResponse.json(Body(error: lines.first ?? "refused", kind: kind, lines: lines, step: step), status: status)
        }
        let text = lines.map { "<p>\(HTMLText.escaped($0))</p>" }.joined()
        let page =
            "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>mapper edit</title></head><body><h1>mapper edit</h1>\(text)</body></html>"
        return EditorResponse.bytes(Array(page.utf8), contentType: "text/html; charset=utf-8", status: status)
    }
}

/// How the editor's answers are written.
enum EditorResponse {
    /// `value` as JSON, keys sorted.
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return bytes(Array(try encoder.encode(value)), contentType: "application/json; charset=utf-8", status: status)
        } catch {
            return bytes(
                Array("{\"error\":\"the answer could not be written as JSON\"}".utf8), contentType: "application/json; charset=utf-8",
                status: .internalServerError)
        }
    }

    /// A body of `contentType`.
    static func bytes(_ bytes: [UInt8], contentType: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status, headers: [.contentType: contentType],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}

/// Text made safe to place in HTML.
enum HTMLText {
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
