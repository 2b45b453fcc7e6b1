import CSAXFloor
import EventMapXML
import Foundation

/// The ways the benchmark loads a config, each from the file's path.
enum Loader: String, CaseIterable {
    /// This project's reader: the located value tree.
    case reader
    /// Foundation's `PropertyListSerialization` (CoreFoundation's parser) into Foundation objects.
    case foundation
    /// libxml2's SAX2 parser counting key/string pairs in C: the floor.
    case floor
    /// Nothing: the process's own baseline, for memory.
    case none

    /// Loads `path` and returns a number that depends on the whole result (so it is not
    /// optimised away): node or pair counts.
    func load(_ path: String) throws -> Int {
        switch self {
        case .reader:
            return try PlistReader().read(contentsOf: path).nodeCount
        case .foundation:
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let value = try PropertyListSerialization.propertyList(from: data, format: nil)
            return (value as? [String: Any])?.count ?? 0
        case .floor:
            return em_sax_floor_count_pairs(path)
        case .none:
            return 0
        }
    }
}
