public import struct Foundation.Date

/// A property-list value, for `switch`. Containers stay views into the document, so their
/// children keep their locations.
public enum PlistValue: Sendable {
    case dictionary(PlistDictionary)
    case array(PlistArray)
    case string(String)
    case integer(PlistInteger)
    case real(Double)
    case boolean(Bool)
    case date(Date)
    case data([UInt8])
}
