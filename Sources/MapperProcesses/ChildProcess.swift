import CPipe
import Foundation
import InputFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program to its end with `posix_spawn` and `waitpid`: standard input from `/dev/null`,
/// standard output read into memory, standard error read too or left as this process's.
///
/// Not Foundation's `Process`: on Linux its `waitUntilExit` polls a run loop every 50 ms, which
/// would add up to 50 ms to every scan and every `git` call.
package enum ChildProcess {
    /// How the child ended.
    package enum Termination: Equatable, Sendable {
        case exit(Int32)
        case signal(Int32)
    }

    /// What the child printed, and how it ended.
    package struct Outcome: Sendable {
        package let termination: Termination
        package let output: Data
        /// Standard error, when it was read; empty when it was left as this process's.
        package let errors: Data
    }

    /// Why the child could not be started (`posix_spawn`'s `errno`).
    package struct SpawnFailure: Error, Sendable, CustomStringConvertible {
        package let code: Int32
        package var description: String { String(cString: strerror(code)) }
    }

    /// Runs `program` with `arguments` and waits for it.
    /// - Parameters:
    ///   - program: A path, or with `searchingPath` a name looked up in `PATH`.
    ///   - arguments: The arguments after the program's name.
    ///   - environment: Variables set or replaced for the child, over this process's own.
    ///   - searchingPath: Whether `program` is looked up in `PATH`.
    ///   - readingErrors: Whether standard error is read (else the child writes to this process's).
    package static func run(
        _ program: String, arguments: [String], environment: [String: String] = [:], searchingPath: Bool = false,
        readingErrors: Bool = false
    ) throws(SpawnFailure) -> Outcome {
        let child = try start(program, arguments: arguments, environment: environment, searchingPath: searchingPath, readingErrors: readingErrors)
        return Outcome(termination: child.wait(), output: child.output, errors: child.errors)
    }

    /// A child whose output has been read to its end, and which may still be running.
    package struct Finished: Sendable {
        let identifier: pid_t
        /// What the child printed.
        package let output: Data
        /// Standard error, when it was read; empty when it was left as this process's.
        package let errors: Data

        /// Waits for the child to end.
        package func wait() -> Termination {
            ChildProcess.wait(for: identifier)
        }

        /// Leaves the child to end on its own: it is waited for on a thread of its own, and
        /// before this process exits (``LingeringChildren``).
        package func endsOnItsOwn() {
            LingeringChildren.add(identifier)
        }
    }

    /// Runs `program` with `arguments` and reads its output to its end; the caller waits for it
    /// or leaves it to end on its own. Parameters as ``run(_:arguments:environment:searchingPath:readingErrors:)``.
    package static func start(
        _ program: String, arguments: [String], environment: [String: String] = [:], searchingPath: Bool = false,
        readingErrors: Bool = false
    ) throws(SpawnFailure) -> Finished {
        let output = try Pipe.make()
        let errors = readingErrors ? try Pipe.make() : nil
        var actions = FileActions()
        defer { actions.destroy() }
        actions.open(STDIN_FILENO, "/dev/null", O_RDONLY)
        actions.dup(output.write, to: STDOUT_FILENO)
        if let errors { actions.dup(errors.write, to: STDERR_FILENO) }
        actions.closeEverythingAboveStandardError()
        let identifier: pid_t
        do {
            identifier = try spawn(program, [program] + arguments, environment: environment, searchingPath: searchingPath, actions: &actions)
        } catch {
            output.closeBoth()
            errors?.closeBoth()
            throw error
        }
        close(output.write)
        if let errors { close(errors.write) }
        // Standard error is read on a thread of its own, so that neither pipe can fill and block
        // the child while the other is read.
        let errorReader = errors.map { pipe in ReadToEnd(pipe.read) }
        let printed = ReadToEnd.all(output.read)
        return Finished(identifier: identifier, output: printed, errors: errorReader?.wait() ?? Data())
    }

    private static func spawn(
        _ program: String, _ arguments: [String], environment: [String: String], searchingPath: Bool, actions: inout FileActions
    ) throws(SpawnFailure) -> pid_t {
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { _, new in new }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var identifier: pid_t = 0
        let status = actions.withPointer { pointer in
            searchingPath
                ? posix_spawnp(&identifier, program, pointer, nil, argv, envp)
                : posix_spawn(&identifier, program, pointer, nil, argv, envp)
        }
        guard status == 0 else { throw SpawnFailure(code: status) }
        return identifier
    }

    static func wait(for identifier: pid_t) -> Termination {
        var status: Int32 = 0
        while waitpid(identifier, &status, 0) == -1 && errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? .exit((status >> 8) & 0xFF) : .signal(signal)
    }

    /// A pipe whose ends are closed in the child, but for the one the file actions place.
    private struct Pipe {
        let read: Int32
        let write: Int32

        static func make() throws(SpawnFailure) -> Pipe {
            var ends: [Int32] = [-1, -1]
            guard event_map_pipe_cloexec(&ends) == 0 else { throw SpawnFailure(code: errno) }
            return Pipe(read: ends[0], write: ends[1])
        }

        func closeBoth() {
            close(read)
            close(write)
        }
    }

    /// `posix_spawn_file_actions_t`, whose type differs between Linux and Darwin.
    private struct FileActions {
        #if canImport(Darwin)
            typealias Stored = posix_spawn_file_actions_t?
            private var actions: Stored = nil
        #else
            typealias Stored = posix_spawn_file_actions_t
            private var actions = Stored()
        #endif

        init() {
            posix_spawn_file_actions_init(&actions)
        }

        mutating func open(_ descriptor: Int32, _ path: String, _ flags: Int32) {
            posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, 0)
        }

        mutating func dup(_ descriptor: Int32, to target: Int32) {
            posix_spawn_file_actions_adddup2(&actions, descriptor, target)
        }

        /// On Linux, closes every descriptor but standard input, output and error in the child: a
        /// descriptor this process opened without close-on-exec (a config being read, an edit
        /// lock) is not the child's to keep open. Elsewhere it does nothing yet.
        mutating func closeEverythingAboveStandardError() {
            #if os(Linux)
                // Those open now without close-on-exec, as /proc lists them (glibc ignores a
                // close of one another thread closed since).
                guard let folder = OpenFolder("/proc/self/fd") else { return }
                folder.withDescriptor { listing in
                    for entry in folder.entries() {
                        guard let descriptor = Int32(entry.name), descriptor > STDERR_FILENO, descriptor != listing,
                            fcntl(descriptor, F_GETFD) & FD_CLOEXEC == 0
                        else { continue }
                        posix_spawn_file_actions_addclose(&actions, descriptor)
                    }
                }
            #endif
        }

        mutating func withPointer<Result>(_ body: (UnsafePointer<Stored>) -> Result) -> Result {
            withUnsafePointer(to: &actions) { body($0) }
        }

        mutating func destroy() {
            posix_spawn_file_actions_destroy(&actions)
        }
    }

    /// Reads a descriptor to its end, then closes it, on a thread of its own.
    private final class ReadToEnd: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ descriptor: Int32) {
            Thread.detachNewThread { [self] in
                data = Self.all(descriptor)
                done.signal()
            }
        }

        func wait() -> Data {
            done.wait()
            return data
        }

        static func all(_ descriptor: Int32) -> Data {
            defer { close(descriptor) }
            var data = Data()
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    data.append(contentsOf: buffer[0..<count])
                } else if count == 0 || errno != EINTR {
                    return data
                }
            }
        }
    }
}
