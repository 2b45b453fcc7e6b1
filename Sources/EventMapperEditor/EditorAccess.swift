import Hummingbird
import Synchronization
import HTTPTypes

/// Who may use the editor: this user, from the address the editor printed, and no other site.
///
/// Every API request carries the per-launch token in an `X-Mapper-Token` header. The printed
/// address holds it in its fragment (`#token=…`), which a browser never sends to any server:
/// the page keeps it in the tab's session storage and sends it with each request. No cookie
/// holds it, because a browser would send a cookie for 127.0.0.1 to every other server on
/// 127.0.0.1, whatever its port and whoever runs it. The page itself and its scripts hold no
/// data and are served to anyone who names the right `Host`. A request whose `Host` is not the
/// loopback name and port the editor printed is refused, so that a page of another site whose
/// name was made to point at 127.0.0.1 (DNS rebinding) reaches nothing; a write from a page of
/// another origin (CSRF) is refused by its `Origin` and its fetch metadata, and could not send
/// the header besides.
package final class EditorAccess: Sendable {
    /// The header that carries the token.
    static let headerName = HTTPField.Name("X-Mapper-Token")!
    /// What is served without the token: the page and its assets, which hold no data.
    static let publicPaths: Set<String> = ["/", "/editor.css", "/overview.js", "/draft.js"]

    /// The per-launch token.
    package let token: String
    /// The port the server listens on, once known; before, any port of the loopback names.
    private let port: Mutex<Int?>

    /// - Parameters:
    ///   - token: The token every request must carry.
    ///   - port: The port, when already known.
    package init(token: String, port: Int? = nil) {
        self.token = token
        self.port = Mutex(port)
    }

    /// A new random token: 32 bytes from the system's generator, in hexadecimal.
    package static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = generator.next() as UInt64
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// Records the port the server listens on.
    package func listening(on port: Int) {
        self.port.withLock { $0 = port }
    }

    /// The address to open, the token in its fragment.
    package var address: String {
        "http://127.0.0.1:\(port.withLock { $0 } ?? 0)/#token=\(token)"
    }

    /// What a request may do.
    enum Decision: Equatable {
        /// Let it through.
        case allow
        /// Refuse it, saying why.
        case refuse(EditorRefusal)
    }

    /// Decides on a request from its method, `Host`, path, origin, fetch metadata and token.
    func decide(method: HTTPRequest.Method, authority: String?, path: String, origin: String?, fetchSite: String?, token presented: String?)
        -> Decision
    {
        guard let authority, isLoopbackName(authority) else {
            return .refuse(
                EditorRefusal(
                    .forbidden,
                    "this editor answers only at the address it printed (http://127.0.0.1:…); the request named the host '\(authority ?? "")'"))
        }
        if method != .get && method != .head {
            if let origin, !isLoopbackOrigin(origin) {
                return .refuse(EditorRefusal(.forbidden, "a change must come from the editor's own page; this one came from \(origin)"))
            }
            if origin == nil, let fetchSite, fetchSite != "same-origin", fetchSite != "none" {
                return .refuse(EditorRefusal(.forbidden, "a change must come from the editor's own page; this one came from another site"))
            }
        }
        if method == .get, Self.publicPaths.contains(path) { return .allow }
        if let presented, Self.equalInConstantTime(presented, token) { return .allow }
        return .refuse(
            EditorRefusal(
                .unauthorized,
                "open the editor with the address mapper edit printed (it holds the token); this browser has not been given it, or the editor was restarted"
            ))
    }

    private func isLoopbackName(_ authority: String) -> Bool {
        let known = port.withLock { $0 }
        for name in ["127.0.0.1", "localhost"] {
            if let known {
                if authority == "\(name):\(known)" { return true }
            } else if authority == name || authority.hasPrefix(name + ":") {
                return true
            }
        }
        return false
    }

    private func isLoopbackOrigin(_ origin: String) -> Bool {
        guard origin.hasPrefix("http://") else { return false }
        return isLoopbackName(String(origin.dropFirst("http://".count)))
    }

    private static func equalInConstantTime(_ a: String, _ b: String) -> Bool {
        let (x, y) = (Array(a.utf8), Array(b.utf8))
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

/// The middleware that applies ``EditorAccess`` to every request, and the headers that keep
/// the page to itself: no framing, no other site's scripts, nothing cached.
struct EditorAccessMiddleware<Context: RequestContext>: RouterMiddleware {
    let access: EditorAccess

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let decision = access.decide(
            method: request.method, authority: request.head.authority, path: request.uri.path,
            origin: request.headers[.origin], fetchSite: request.headers[HTTPField.Name("Sec-Fetch-Site")!],
            token: request.headers[EditorAccess.headerName])
        let asPage = request.uri.path.hasPrefix("/api/") == false
        var response: Response
        switch decision {
        case .allow:
            do {
                response = try await next(request, context)
            } catch let error as HTTPError {
                // A path or method no route answers: said in words, with the same headers.
                response = EditorRefusal(error.status, "there is no \(request.method) \(request.uri.path) in this editor").response(asPage: asPage)
            }
        case .refuse(let refusal):
            response = refusal.response(asPage: asPage)
        }
        response.headers[HTTPField.Name("Content-Security-Policy")!] =
            "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
        response.headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        response.headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        response.headers[.cacheControl] = "no-store"
        return response
    }
}
