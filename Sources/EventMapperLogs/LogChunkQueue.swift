import Foundation

/// The chunks between the reading thread, the workers and the collector of a ``LogStream``: the
/// reader puts numbered chunks in, each worker takes the next one and hands back its result, the
/// collector takes results in input order. At most `window` chunks are in between, so memory
/// stays bounded however far reading gets ahead, and no worker waits for a slower one's chunk.
final class LogChunkQueue<Result: Sendable>: @unchecked Sendable {
    private struct Slot {
        var chunk: LogChunk
        var done: (result: Result, output: ByteBuffer)?
    }

    private let condition = NSCondition()
    private let window: Int
    /// Chunk `n` waits in slot `n % window`.
    private var slots: [Slot?]
    private var nextPut = 0
    private var nextTake = 0
    private var nextCollect = 0
    private var finished = false
    private var failure: (any Error)?
    private var cancelled = false

    init(window: Int) {
        self.window = window
        slots = Array(repeating: nil, count: window)
    }

    /// Puts the next chunk in, waiting while the window is full; throws once the collector has
    /// stopped. Called by the reader.
    func put(_ chunk: LogChunk) throws {
        condition.lock()
        defer { condition.unlock() }
        while nextPut - nextCollect >= window, !cancelled { condition.wait() }
        if cancelled { throw CancellationError() }
        slots[nextPut % window] = Slot(chunk: chunk)
        nextPut += 1
        condition.broadcast()
    }

    /// Says that no chunk will follow: the inputs are read, or reading failed. Called by the reader.
    func finish(_ error: (any Error)?) {
        condition.lock()
        finished = true
        failure = error
        condition.broadcast()
        condition.unlock()
    }

    /// The next chunk to process and its number; nil when there is none left or the collector has
    /// stopped. Called by the workers.
    func take() -> (number: Int, chunk: LogChunk)? {
        condition.lock()
        defer { condition.unlock() }
        while nextTake == nextPut, !finished, !cancelled { condition.wait() }
        guard !cancelled, nextTake < nextPut else { return nil }
        let number = nextTake
        nextTake += 1
        return (number, slots[number % window]!.chunk)
    }

    /// Hands back chunk `number`'s result and output. Called by the workers.
    func done(_ number: Int, result: Result, output: ByteBuffer) {
        condition.lock()
        slots[number % window]!.done = (result, output)
        if number == nextCollect { condition.broadcast() }
        condition.unlock()
    }

    /// The next chunk in input order with its result and output, once processed; nil at the end;
    /// throws what reading threw, after the chunks read before it. Called by the collector.
    func collect() throws -> (chunk: LogChunk, result: Result, output: ByteBuffer)? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if nextCollect < nextPut, let slot = slots[nextCollect % window], let done = slot.done {
                slots[nextCollect % window] = nil
                nextCollect += 1
                condition.broadcast()
                return (slot.chunk, done.result, done.output)
            }
            if finished, nextCollect == nextPut {
                if let failure { throw failure }
                return nil
            }
            condition.wait()
        }
    }

    /// Stops the reader at its next chunk and the workers at their next take.
    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }
}
