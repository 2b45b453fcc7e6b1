import EventMapperTools
import Hummingbird
import Logging
import NIOCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `mapper edit`'s server: the page and its JSON API for the project's config set, on loopback
/// only, for whoever holds the per-launch token.
///
/// ## Usage
/// ```swift
/// let workspace = try ConfigWorkspace(configPaths: [], scanner: SourceScannerProcess())
/// let server = EditorServer(workspace: workspace, git: GitProcess(), access: EditorAccess(token: EditorAccess.randomToken()))
/// try await server.run(port: 0) { address in print(address) }
/// ```
package struct EditorServer: Sendable {
    let state: EditorState
    /// Who may use it.
    package let access: EditorAccess

    /// - Parameters:
    ///   - workspace: The project's configs and code.
    ///   - git: Runs git for commits; nil where saves are never committed.
    ///   - access: The token, and the port once known.
    package init(workspace: ConfigWorkspace, git: (any GitRunning)?, access: EditorAccess) {
        state = EditorState(workspace: workspace, git: git)
        self.access = access
    }

    /// The routes, behind the access checks.
    package func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: EditorAccessMiddleware(access: access))
        EditorPage.add(to: router)
        EditorRoutes(state: state).add(to: router)
        return router
    }

    /// Listens on 127.0.0.1 and answers until the process is interrupted or terminated; an
    /// interruption ends the process within a moment, whatever request is under way
    /// (``EditorInterruption``).
    /// - Parameters:
    ///   - port: The port; 0 for one the system chooses.
    ///   - onListening: Called with the address to open (token included) once it listens.
    /// - Throws: When the port cannot be opened.
    package func run(port: Int, onListening: @escaping @Sendable (String) async -> Void) async throws {
        let interruption = EditorInterruption()
        defer { interruption.cancel() }
        try await application(port: port, onListening: onListening).runService()
    }

    /// Why the editor could not listen on `port`, for a person: what `run(port:onListening:)`
    /// threw, in words.
    package static func listeningFailure(_ error: any Error, port: Int) -> String {
        if let error = error as? IOError, error.errnoCode == EADDRINUSE {
            return "port \(port) is in use by another program: give another with --port, or leave --port out for a free one"
        }
        return "\(error)"
    }

    /// The application, listening on 127.0.0.1 only.
    /// - Parameters:
    ///   - port: The port; 0 for one the system chooses.
    ///   - onListening: Called with the address to open (token included) once it listens.
    package func application(port: Int, onListening: @escaping @Sendable (String) async -> Void) -> some ApplicationProtocol {
        var logger = Logger(label: "mapper-edit")
        logger.logLevel = .critical
        let access = access
        return Application(
            router: router(),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port), serverName: nil),
            onServerRunning: { channel in
                access.listening(on: channel.localAddress?.port ?? port)
                await onListening(access.address)
            },
            logger: logger)
    }
}
