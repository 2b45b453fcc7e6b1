#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program with its output discarded and reports its wall time and peak memory.
enum ChildProcess {
    struct Outcome {
        var seconds: Double
        var status: Int32
        /// What the program printed, when asked for.
        var output: String = ""
    }

    static func run(_ arguments: [String], capturingOutput: Bool = false) -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        if capturingOutput {
            _ = pipe(&pipeEnds)
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = Stopwatch.now()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        var output: [UInt8] = []
        if capturingOutput {
            close(pipeEnds[1])
            var buffer = [UInt8](repeating: 0, count: 4_096)
            while true {
                let count = read(pipeEnds[0], &buffer, buffer.count)
                if count <= 0 { break }
                output += buffer[0..<count]
            }
            close(pipeEnds[0])
        }
        guard spawned == 0 else { return Outcome(seconds: .nan, status: -1) }
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        let seconds = Stopwatch.now() - start
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Outcome(seconds: seconds, status: exitStatus, output: String(decoding: output, as: UTF8.self))
    }

    /// The fastest of `runs` runs of each command, taking turns in every round (see
    /// ``Stopwatch/bestInterleaved(of:_:)``); exits when a program fails.
    static func bestInterleaved(of runs: Int, _ commands: [[String]]) -> [Outcome] {
        var fastest = commands.map { Self.best(of: 0, $0) }
        for _ in 0..<runs {
            for (index, command) in commands.enumerated() {
                let outcome = run(command)
                if outcome.seconds < fastest[index].seconds { fastest[index] = outcome }
            }
        }
        return fastest
    }

    /// The fastest of `runs` runs, after one warm-up; exits when the program fails.
    static func best(of runs: Int, _ arguments: [String]) -> Outcome {
        var best = run(arguments)
        guard best.status == 0 else {
            fatalError("\(arguments.joined(separator: " ")) exited with status \(best.status)")
        }
        for _ in 0..<runs {
            let outcome = run(arguments)
            if outcome.seconds < best.seconds { best = outcome }
        }
        return best
    }

    /// The absolute path of `program` on PATH, or nil.
    static func which(_ program: String) -> String? {
        guard let path = getenv("PATH").map({ String(cString: $0) }) else { return nil }
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(program)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
