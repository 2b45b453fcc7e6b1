import ArgumentParser
import Foundation
import EventMapCore
import EventMapper
import EventMapperTools
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the command line's output goes.
enum Terminal {
    /// Writes a line to standard error.
    /// Names and file names in it can hold escape sequences; they are written as `\u{…}`.
    static func printError(_ text: String) {
        writeAll(Array((text.escapingTerminalControls + "\n").utf8), to: STDERR_FILENO)
    }

    /// Writes a line to standard output, escape sequences written as `\u{…}`.
    static func printOutput(_ text: String) {
        writeOutput(Array((text.escapingTerminalControls + "\n").utf8))
    }

    /// Writes lines that end with their own newline (a report, a diff) to standard output, made
    /// safe for a terminal.
    static func printLines(_ text: String) {
        writeOutput(Array(text.escapingTerminalControls.utf8))
    }

    /// Writes text to standard output as it is: text already made safe for a terminal, whose
    /// colour escapes must stay.
    static func printRaw(_ text: String) {
        writeOutput(Array(text.utf8))
    }

    /// The colour style for standard output under `--color`.
    static func style(_ choice: TerminalStyle.Choice) -> TerminalStyle {
        TerminalStyle(choice, isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
    }

    /// Writes bytes to standard output, or atomically to a file; exit 2 when the file cannot
    /// be written.
    static func emit(_ bytes: [UInt8], to path: String?) throws {
        guard let path else { return writeOutput(bytes) }
        do {
            try AtomicFileWriter().writeUnderLock(bytes, to: path)
        } catch {
            printError(error.description)
            throw ExitCode(2)
        }
    }

    /// Prints a lookup's answer, or its failure to standard error with exit status 1.
    /// - Parameter isText: Whether the answer is text for people, whose escape sequences are
    ///   written as `\u{…}`; data (CSV, JSON) is printed as it is.
    static func printAnswer(_ answer: Result<String, LookupFailure>, isText: Bool = true) throws {
        switch answer {
        case .success(let answer):
            let text = isText ? answer.escapingTerminalControls : answer
            writeOutput(Array((text.utf8.last == UInt8(ascii: "\n") ? text : text + "\n").utf8))
        case .failure(let failure):
            printError(failure.description)
            throw ExitCode(1)
        }
    }

    /// Writes to standard output. A failure ends the command with status 2 when it exits
    /// (``StandardOutput/checksAtExit()``), whatever it answers; the command need not stop.
    private static func writeOutput(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in try? StandardOutput.write(raw) }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let count = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += count
            }
        }
    }
}
