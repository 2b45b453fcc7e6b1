import EventMapXML
import Foundation

/// A property-list value in a form that both our reader's and Foundation's results convert to,
/// so that the two can be compared with `==`.
///
/// Dictionaries keep the last of repeated keys, as Apple's parser does. Integers, reals and
/// booleans stay apart even though Foundation hands all three out as `NSNumber`.
enum DifferentialValue: Equatable, CustomStringConvertible {
    case dictionary([String: DifferentialValue])
    case array([DifferentialValue])
    case string(String)
    /// An integer that fits `Int64`.
    case signed(Int64)
    /// An integer above `Int64.max`.
    case unsigned(UInt64)
    case real(Double)
    case boolean(Bool)
    /// Seconds since 2001-01-01T00:00:00Z.
    case date(Double)
    case data([UInt8])

    /// Converts what our reader read.
    init(node: PlistNode) {
        switch node.value {
        case .dictionary(let dictionary):
            var values: [String: DifferentialValue] = [:]
            // Later entries overwrite earlier ones: the last of repeated keys wins, as in Apple's.
            for entry in dictionary { values[entry.key.text] = DifferentialValue(node: entry.value) }
            self = .dictionary(values)
        case .array(let array): self = .array(array.map(DifferentialValue.init(node:)))
        case .string(let string): self = .string(string)
        case .integer(.signed(let value)): self = .signed(value)
        case .integer(.unsigned(let value)): self = .unsigned(value)
        case .real(let value): self = .real(value)
        case .boolean(let value): self = .boolean(value)
        case .date(let date): self = .date(date.timeIntervalSinceReferenceDate)
        case .data(let bytes): self = .data(bytes)
        }
    }

    /// Converts what `PropertyListSerialization` read, or returns `nil` for a type a property
    /// list cannot hold.
    init?(foundation object: Any) {
        switch object {
        case let string as String: self = .string(string)
        case let date as Date: self = .date(date.timeIntervalSinceReferenceDate)
        case let data as Data: self = .data(Array(data))
        case let dictionary as [String: Any]:
            var values: [String: DifferentialValue] = [:]
            for (key, value) in dictionary {
                guard let converted = DifferentialValue(foundation: value) else { return nil }
                values[key] = converted
            }
            self = .dictionary(values)
        case let array as [Any]:
            var values: [DifferentialValue] = []
            for value in array {
                guard let converted = DifferentialValue(foundation: value) else { return nil }
                values.append(converted)
            }
            self = .array(values)
        case let number as NSNumber:
            self = Self(number: number)
        default:
            return nil
        }
    }

    /// The class Foundation uses for the two boolean singletons. On Linux `value is Bool` holds
    /// for every `NSNumber`, and `objCType` of a boolean is `c`, which a small integer could also
    /// have; the class is what tells them apart (found by experiment: `__NSCFBoolean`).
    private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))

    private init(number: NSNumber) {
        if ObjectIdentifier(type(of: number)) == Self.booleanClass {
            self = .boolean(number.boolValue)
            return
        }
        // CoreFoundation stores plist integers as 64-bit (`q`, or `i` when small) or, above
        // Int64.max, as 128-bit, which NSNumber reports as `Q`; reals are `d`.
        switch String(cString: number.objCType) {
        case "d", "f": self = .real(number.doubleValue)
        case "Q", "L", "I", "S", "C":
            let value = number.uint64Value
            self = value <= UInt64(Int64.max) ? .signed(Int64(value)) : .unsigned(value)
        default: self = .signed(number.int64Value)
        }
    }

    static func == (lhs: DifferentialValue, rhs: DifferentialValue) -> Bool {
        switch (lhs, rhs) {
        case (.dictionary(let left), .dictionary(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.string(let left), .string(let right)): left.unicodeScalars.elementsEqual(right.unicodeScalars)
        case (.signed(let left), .signed(let right)): left == right
        case (.unsigned(let left), .unsigned(let right)): left == right
        // Any NaN equals any NaN; otherwise the bits must match, so that -0.0 differs from 0.0.
        case (.real(let left), .real(let right)): (left.isNaN && right.isNaN) || left.bitPattern == right.bitPattern
        case (.boolean(let left), .boolean(let right)): left == right
        case (.date(let left), .date(let right)): left.bitPattern == right.bitPattern
        case (.data(let left), .data(let right)): left == right
        default: false
        }
    }

    var description: String {
        switch self {
        case .dictionary(let values):
            "{" + values.keys.sorted().map { "\($0.debugDescription): \(values[$0]!)" }.joined(separator: ", ") + "}"
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .string(let string): "string(\(string.debugDescription))"
        case .signed(let value): "integer(\(value))"
        case .unsigned(let value): "integer(\(value) unsigned)"
        case .real(let value): "real(\(value), bits 0x\(String(value.bitPattern, radix: 16)))"
        case .boolean(let value): "boolean(\(value))"
        case .date(let value): "date(\(value))"
        case .data(let bytes): "data(\(bytes))"
        }
    }
}
