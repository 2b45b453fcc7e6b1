import Dispatch
import Foundation

/// What the log commands do with each chunk: work out its result on any thread, then take the
/// results in input order.
protocol LogChunkProcessor {
    associatedtype ChunkResult: Sendable
    /// Works on one chunk, writing any output to `output` (empty, the chunk's own); called on
    /// several threads at once.
    func process(_ chunk: LogChunk, output: ByteBuffer) -> ChunkResult
    /// Takes a chunk's result and output; called on one thread, chunk after chunk in input order.
    mutating func collect(_ result: ChunkResult, of chunk: LogChunk, output: ByteBuffer) throws
}

/// Streams log sources through a ``LogChunkProcessor``: read a batch of chunks, number their
/// lines, process them on every core, collect them in order, go on. Memory holds one batch,
/// whatever the size of the logs.
struct LogStream {
    /// Bytes per chunk.
    var chunkSize = 1 << 18
    /// Chunks per batch: enough for every core to have work while the batch's slowest chunk ends.
    var batchSize = max(4, ProcessInfoCores.count * 4)

    /// Reads every input in order and hands its chunks to `processor`. A reading thread fills
    /// the next batch while this one's chunks are processed; at most one batch waits.
    func run<Processor: LogChunkProcessor>(_ inputs: LogInputs, into processor: inout Processor) throws where Processor: Sendable {
        let pool = ByteBufferPool(capacity: chunkSize + chunkSize / 4 + 4096)
        let handoff = BatchHandoff()
        let (chunkSize, batchSize) = (chunkSize, batchSize)
        let reader = Thread {
            do {
                var batch: [LogChunk] = []
                func add(_ chunk: LogChunk) throws {
                    batch.append(chunk)
                    if batch.count >= batchSize {
                        try handoff.put(batch)
                        batch = []
                    }
                }
                for input in inputs.inputs {
                    var chunker = LogChunker(source: LogSource(name: input.name), chunkSize: chunkSize, pool: pool)
                    try input.read(into: &chunker, emit: add)
                    try chunker.finish(emit: add)
                }
                if !batch.isEmpty { try handoff.put(batch) }
                handoff.finish(nil)
            } catch {
                handoff.finish(error)
            }
        }
        reader.stackSize = 1 << 20
        reader.start()
        // However this ends, the reader stops at its next batch.
        defer { handoff.cancel() }
        var numbering = LineNumbering()
        let outputs = (0..<batchSize).map { _ in ByteBuffer(capacity: chunkSize * 3) }
        while var batch = try handoff.take() {
            try flush(&batch, numbering: &numbering, outputs: outputs, into: &processor)
            for chunk in batch { pool.giveBack(chunk.bytes) }
        }
    }

    private func flush<Processor: LogChunkProcessor>(
        _ batch: inout [LogChunk], numbering: inout LineNumbering, outputs: [ByteBuffer], into processor: inout Processor
    ) throws where Processor: Sendable {
        guard !batch.isEmpty else { return }
        batch.withUnsafeMutableBufferPointer { chunks in
            let shared = SharedBuffer(chunks)
            DispatchQueue.concurrentPerform(iterations: shared.buffer.count) { shared.buffer[$0].countLines() }
        }
        for index in batch.indices { numbering.number(&batch[index]) }
        var results = [Processor.ChunkResult?](repeating: nil, count: batch.count)
        let worker = processor
        batch.withUnsafeBufferPointer { chunks in
            results.withUnsafeMutableBufferPointer { slots in
                let shared = SharedBuffer(slots)
                let input = SharedChunks(chunks)
                DispatchQueue.concurrentPerform(iterations: input.chunks.count) { index in
                    outputs[index].removeAll()
                    shared.buffer[index] = worker.process(input.chunks[index], output: outputs[index])
                }
            }
        }
        for index in batch.indices { try processor.collect(results[index]!, of: batch[index], output: outputs[index]) }
    }
}

/// Batches passed from the reading thread to the processing one: at most one waits, so that
/// memory stays bounded however far reading gets ahead.
private final class BatchHandoff: @unchecked Sendable {
    private let condition = NSCondition()
    private var batches: [[LogChunk]] = []
    private var finished = false
    private var failure: (any Error)?
    private var cancelled = false

    /// Hands over a batch, waiting while one waits; throws once the taker has stopped.
    func put(_ batch: [LogChunk]) throws {
        condition.lock()
        defer { condition.unlock() }
        while batches.count >= 1, !cancelled { condition.wait() }
        if cancelled { throw CancellationError() }
        batches.append(batch)
        condition.broadcast()
    }

    /// Says that no batch will follow: the inputs are read, or reading failed.
    func finish(_ error: (any Error)?) {
        condition.lock()
        finished = true
        failure = error
        condition.broadcast()
        condition.unlock()
    }

    /// The next batch; nil at the end; throws what reading threw.
    func take() throws -> [LogChunk]? {
        condition.lock()
        defer { condition.unlock() }
        while batches.isEmpty, !finished { condition.wait() }
        if !batches.isEmpty {
            condition.broadcast()
            return batches.removeFirst()
        }
        if let failure { throw failure }
        return nil
    }

    /// Stops the reader at its next hand-over.
    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }
}

/// The line number, device and session page each chunk starts with, carried from chunk to
/// chunk of a source.
private struct LineNumbering {
    private var nextLine = 1
    private var device: LogDevice?
    private var page: LogPage?

    mutating func number(_ chunk: inout LogChunk) {
        if chunk.startsSource {
            nextLine = 1
            device = nil
            page = nil
        }
        chunk.firstLine = nextLine
        chunk.device = device
        chunk.sessionPage = page
        nextLine += chunk.lineCount
        if let header = chunk.lastHeader { device = header }
        switch chunk.sessionChange {
        case .viewed(let viewed): page = viewed
        case .newSession: page = nil
        case nil: break
        }
    }
}

/// A buffer whose elements distinct threads write, each its own: what `concurrentPerform` needs.
private struct SharedBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
    init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }
}

private struct SharedChunks: @unchecked Sendable {
    let chunks: UnsafeBufferPointer<LogChunk>
    init(_ chunks: UnsafeBufferPointer<LogChunk>) { self.chunks = chunks }
}

/// The number of cores the process may run on.
enum ProcessInfoCores {
    static let count = max(1, ProcessInfo.processInfo.activeProcessorCount)
}
