import Dispatch
import EventMapperTools

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C or `SIGTERM`: the server's own shutdown stops listening at once but waits for the
/// requests under way, and checking or reviewing a draft of thousands of steps takes minutes.
/// A moment after the signal the process ends whatever it is working on, unless files are being
/// written (``UninterruptedWrites``), and then as soon as they are: a save is written whole or
/// not at all.
struct EditorInterruption {
    /// How long the server's own shutdown is given.
    static let grace: DispatchTimeInterval = .seconds(1)
    private let sources: [any DispatchSourceSignal]

    /// Starts watching for the signals; they are watched as long as this value lives.
    init() {
        sources = [SIGINT, SIGTERM].map { number in
            // The signal is delivered to the sources only, as the server's own shutdown asks.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                DispatchQueue.global().asyncAfter(deadline: .now() + Self.grace) { UninterruptedWrites.exitOnceWritten(0) }
            }
            source.resume()
            return source
        }
    }

    /// Stops watching.
    func cancel() {
        sources.forEach { $0.cancel() }
    }
}
