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
        let handOff = BrowserHandOff()
        defer { handOff.remove() }
        do {
            try await server.run(port: port) { address in
                let lines = [
                    "mapper edit: editing \(paths)", "Open \(address)", "Press Ctrl-C to stop. Only changes that were never saved are lost.",
                ]
                FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
                if opens { handOff.open(address) }
            }
        } catch {
            let reason = EditorServer.listeningFailure(error, port: port)
            FileHandle.standardError.write(Data("mapper edit: error: the editor could not listen on 127.0.0.1:\(port): \(reason)\n".utf8))
            throw ExitCode(2)
        }
    }
}
