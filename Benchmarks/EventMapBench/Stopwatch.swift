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
