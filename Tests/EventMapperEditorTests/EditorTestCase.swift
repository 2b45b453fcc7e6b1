import EventMapCore
import EventMapper
@testable import EventMapperEditor
import EventMapperTools
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import TestSupport
import XCTest

/// What the editor's tests share: a copy of the sample configs and the editor on it, reached
/// through Hummingbird's router without a socket.
class EditorTestCase: XCTestCase {
    static let token = "0123456789abcdef"
    static let authorized: HTTPFields = [EditorAccess.headerName: token, .contentType: "application/json"]
    var scratch: ScratchFolder!
    var plist: String { scratch.path("Configs/WGlobalUserStatisticsConfig.plist") }

    override func setUpWithError() throws {
        scratch = try makeScratchFolder("editor-api")
        try scratch.copy(RepositoryPaths.configs)
    }

    func server(git: (any GitRunning)? = nil) throws -> EditorServer {
        let workspace = try ConfigWorkspace(
            configPaths: [scratch.path("Configs")], registryPaths: [RepositoryPaths.registryFile], scanner: nil)
        return EditorServer(workspace: workspace, git: git, access: EditorAccess(token: Self.token))
    }

    /// Runs `body` against the editor's router.
    func withEditor(git: (any GitRunning)? = nil, _ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let application = Application(router: try server(git: git).router())
        try await application.test(.router, body)
    }

    static func body(_ text: String) -> ByteBuffer {
        ByteBuffer(string: text)
    }

    static func json(_ response: TestResponse) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView))
        return try XCTUnwrap(object as? [String: Any], String(buffer: response.body))
    }
}
