#if canImport(Glibc)
    import Glibc
#endif

/// Wall-clock timing on the monotonic clock.
enum Stopwatch {
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The fastest of `runs` runs of each body, in seconds, after one warm-up each. The bodies
    /// take turns in every round, so that a burst of noise from a shared machine falls on all
    /// of them alike rather than on whichever was being measured at the time.
    static func bestInterleaved(of runs: Int, _ bodies: [() throws -> Void]) throws -> [Double] {
        for body in bodies { try body() }
        var best = Array(repeating: Double.infinity, count: bodies.count)
        for _ in 0..<runs {
            for (index, body) in bodies.enumerated() {
                let start = now()
                try body()
                best[index] = min(best[index], now() - start)
            }
        }
        return best
    }

    /// The fastest of `runs` runs of `body`, in seconds, after one warm-up run.
    static func best(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var best = Double.infinity
        for _ in 0..<runs {
            let start = now()
            try body()
            best = min(best, now() - start)
        }
        return best
    }
}
