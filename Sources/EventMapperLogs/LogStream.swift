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

/// Streams log sources through a ``LogChunkProcessor``: a reading thread cuts the sources into
/// chunks and numbers their lines, a worker per core processes whichever chunk is next, and the
/// calling thread collects the results in input order. Memory holds a window of chunks, whatever
/// the size of the logs.
struct LogStream {
    /// Bytes per chunk.
    var chunkSize = 1 << 18
    /// Chunks between the reader and the collector: enough for every worker to have one while
    /// the collector waits for the slowest.
    var window = max(8, ProcessInfoCores.count * 6)

    /// Reads every input in order and hands its chunks to `processor`.
    func run<Processor: LogChunkProcessor>(_ inputs: LogInputs, into processor: inout Processor) throws where Processor: Sendable {
        let pool = ByteBufferPool(capacity: chunkSize + chunkSize / 4 + 4096)
        let outputs = ByteBufferPool(capacity: chunkSize * 3)
        let queue = LogChunkQueue<Processor.ChunkResult>(window: window)
        startReading(inputs, into: queue, pool: pool)
        let workers = DispatchGroup()
        let worker = processor
        for _ in 0..<ProcessInfoCores.count {
            DispatchQueue.global().async(group: workers) {
                while let (number, chunk) = queue.take() {
                    let output = outputs.take()
                    queue.done(number, result: worker.process(chunk, output: output), output: output)
                }
            }
        }
        // However this ends, the reader stops at its next chunk and the workers at their next take.
        defer {
            queue.cancel()
            workers.wait()
        }
        while let (chunk, result, output) = try queue.collect() {
            try processor.collect(result, of: chunk, output: output)
            pool.giveBack(chunk.bytes)
            outputs.giveBack(output)
        }
    }

    /// Starts the thread that reads the inputs, cuts them into chunks and numbers their lines.
    private func startReading<Result>(_ inputs: LogInputs, into queue: LogChunkQueue<Result>, pool: ByteBufferPool) {
        let chunkSize = chunkSize
        let reader = Thread {
            do {
                var numbering = LineNumbering()
                func add(_ chunk: LogChunk) throws {
                    var chunk = chunk
                    chunk.countLines()
                    numbering.number(&chunk)
                    try queue.put(chunk)
                }
                for input in inputs.inputs {
                    var chunker = LogChunker(source: LogSource(name: input.name), chunkSize: chunkSize, pool: pool)
                    try input.read(into: &chunker, emit: add)
                    try chunker.finish(emit: add)
                }
                queue.finish(nil)
            } catch {
                queue.finish(error)
            }
        }
        reader.stackSize = 1 << 20
        reader.start()
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
        // A copy of its own: workers count references to a chunk's device as they go, and two
        // counting on one object pass its memory between their cores at every count.
        chunk.device = device.map(LogDevice.init(copying:))
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

/// The number of cores the process may run on.
enum ProcessInfoCores {
    static let count = max(1, ProcessInfo.processInfo.activeProcessorCount)
}
