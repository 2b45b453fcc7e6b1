import ArgumentParser
import EventMapper
import MapperProcesses
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Mapper {
    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "edit",
            abstract: "Edit the mappings in a web page on this computer, with every check while typing.",
            discussion: """
                Starts the editor for the config set of the nearest .mapper.json (or --config) \
                and prints its address, which holds a token made for this launch; on a desktop \
                it opens the address in the browser too. The page lists every page class with \
                its events and coverage, searches them, and edits them: each change is checked \
                by validate's rules before anything is saved, reviewed as diff shows it, and \
                saved through the edit path set and import use (locked, atomic, all files or \
                none), optionally as a commit on a git branch. Nothing is pushed.

                The editor answers only on 127.0.0.1, only at the address it printed, and only \
                to the browser given the token; it reads and writes the set's config files and \
                nothing else. A file changed on disk after the page read it makes a save refuse \
                with the file named. Stop it with Ctrl-C: it ends within a second, even while \
                it checks a long draft, and finishes a save it is writing first. Only changes \
                never saved are lost, and the page says so before it is closed.

                Exit status: 0 stopped; 2 the configs, the project file or the sources could \
                not be read, or the port could not be opened; 64 wrong usage.
                """
        )

        @Option(
            name: .customLong("config"),
            help: ArgumentHelp("A config file or folder to edit (repeatable); default: .mapper.json's configs.", valueName: "path"))
        var configs: [String] = []

        @Option(help: "The port to listen on; 0 for a free one.")
        var port: Int = 0

        @Flag(help: "Print the address without opening a browser.")
        var noOpen = false

        func validate() throws {
            guard (0...65535).contains(port) else { throw ValidationError("--port takes a number from 0 to 65535.") }
        }

        /// Runs `mapper-edit`, which links the HTTP server that `mapper` does not, in this process.
        func run() throws {
            let editor: CompanionExecutable
            do {
                editor = try CompanionExecutable.locate(.editor)
            } catch {
                Terminal.printError(error.description)
                throw ExitCode(2)
            }
            let arguments = [editor.path] + configs.flatMap { ["--config", $0] } + ["--port", String(port)] + (noOpen ? ["--no-open"] : [])
            var pointers = arguments.map { strdup($0) } + [nil]
            execv(editor.path, &pointers)
            Terminal.printError("\(editor.path): error: cannot run the editor: \(String(cString: strerror(errno)))")
            throw ExitCode(2)
        }
    }
}
