import ArgumentParser
import EventMapper
import EventMapperEditor
import EventMapperTools
import Foundation
import MapperProcesses

/// `mapper-edit`: the editor's server, which `mapper edit` runs so that `mapper` itself links
/// no HTTP server. Its options are `mapper edit`'s.
@main
struct MapperEdit: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mapper-edit",
        abstract: "The server behind mapper edit; run mapper edit instead."
    )

    @Option(name: .customLong("config"), help: ArgumentHelp("A config file or folder to edit (repeatable).", valueName: "path"))
    var configs: [String] = []

    @Option(help: "The port to listen on; 0 for a free one.")
    var port: Int = 0

    @Flag(help: "Print the address without opening a browser.")
    var noOpen = false

    func run() async throws {
        let workspace: ConfigWorkspace
        do {
            workspace = try ConfigWorkspace(configPaths: configs, scanner: SourceScannerProcess(showsProgress: true))
            // A config that cannot be read at all (missing, a FIFO, a device) stops the editor
            // before it listens; one that does not parse is shown on the page with its errors.
            _ = try workspace.read()
        } catch {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(2)
        }
        let server = EditorServer(workspace: workspace, git: GitProcess(), access: EditorAccess(token: EditorAccess.randomToken()))
        let opens = !noOpen
        let paths = workspace.selection.paths.joined(separator: ", ")
        do {
            try await server.run(port: port) { address in
                let lines = [
                    "mapper edit: editing \(paths)", "Open \(address)", "Press Ctrl-C to stop. Only changes that were never saved are lost.",
                ]
                FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
                if opens { BrowserLauncher.open(address) }
            }
        } catch {
            FileHandle.standardError.write(Data("mapper edit: error: the editor could not listen on 127.0.0.1:\(port): \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}

/// Opens an address in the desktop's browser, where there is a desktop. The address holds the
/// token, and a command line can be read by every user of the machine: the browser is given a
/// file only this user can read, which sends it on to the address.
enum BrowserLauncher {
    static func open(_ address: String) {
        let folder = ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"] ?? NSTemporaryDirectory()
        let page = URL(fileURLWithPath: folder).appendingPathComponent("mapper-edit-\(getpid())-\(UUID().uuidString).html").path
        let redirect = "<!doctype html><meta charset=\"utf-8\"><meta http-equiv=\"refresh\" content=\"0;url=\(address)\"><title>mapper edit</title>"
        guard FileManager.default.createFile(atPath: page, contents: Data(redirect.utf8), attributes: [.posixPermissions: 0o600]) else { return }
        launch(URL(fileURLWithPath: page).absoluteString)
    }

    private static func launch(_ address: String) {
        #if os(macOS)
            let opener = "/usr/bin/open"
        #else
            let environment = ProcessInfo.processInfo.environment
            guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else { return }
            let opener = "/usr/bin/xdg-open"
        #endif
        guard FileManager.default.isExecutableFile(atPath: opener) else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [address]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}
