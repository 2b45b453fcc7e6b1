public import EventMapXML

/// Converts a config file to another format.
public struct ConfigConverter: Sendable {
    /// Why a conversion did not happen.
    public enum Failure: Error, Sendable, CustomStringConvertible {
        /// The input could not be read or parsed.
        case unreadable(PlistReadError)
        /// The input holds a value the output format cannot carry.
        case unrepresentable(PlistJSONWriter.Failure)

        /// Whether the tool could not run at all (a missing or unreadable file), as opposed to an
        /// input that was read and found wrong.
        public var isEnvironmental: Bool {
            if case .unreadable(let error) = self { return error.reason == .unreadableFile }
            return false
        }

        /// The located message, with source line and caret where there is one.
        public var rendered: String {
            switch self {
            case .unreadable(let error): error.rendered
            case .unrepresentable(let failure): failure.description
            }
        }

        public var description: String { rendered }
    }

    /// The converted bytes and what the conversion could not carry exactly.
    public struct Output: Sendable {
        /// The converted file's bytes.
        public let bytes: [UInt8]
        /// Notices about dropped entries.
        public let notices: [PlistJSONWriter.Notice]
    }

    /// Creates a converter.
    public init() {}

    /// Reads `path` and converts it.
    /// - Parameters:
    ///   - path: The config file.
    ///   - format: The output format.
    /// - Returns: The converted bytes and notices.
    /// - Throws: ``Failure``.
    public func convert(file path: String, to format: ConversionFormat) throws(Failure) -> Output {
        let document: PlistDocument
        do {
            document = try PlistReader().read(contentsOf: path)
        } catch {
            throw .unreadable(error)
        }
        switch format {
        case .json:
            do {
                let (json, notices) = try PlistJSONWriter().encode(document)
                return Output(bytes: json, notices: notices)
            } catch {
                throw .unrepresentable(error)
            }
        }
    }
}
