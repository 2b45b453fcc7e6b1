/// Reads `<date>` text by CoreFoundation's rules: `[-]Y-M-DTh:m:sZ`, each field one or more
/// decimal digits, UTC. Returns seconds since 2001-01-01T00:00:00Z, Foundation's reference date.
enum PlistDateParser {
    static func parse(_ text: UnsafeBufferPointer<UInt8>) throws(PlistScalarError) -> Double {
        var index = 0
        var negativeYear = false
        if index < text.count, text[index] == UInt8(ascii: "-") {
            negativeYear = true
            index += 1
        }
        func field(then separator: UInt8) throws(PlistScalarError) -> Int64 {
            var value: Int64 = 0
            while index < text.count, text[index] >= UInt8(ascii: "0"), text[index] <= UInt8(ascii: "9") {
                value = value &* 10 &+ Int64(text[index] - UInt8(ascii: "0"))
                guard value < 1 << 40 else { throw .misformatted }
                index += 1
            }
            guard index < text.count, text[index] == separator else { throw .misformatted }
            index += 1
            return value
        }
        var year = try field(then: UInt8(ascii: "-"))
        let month = try field(then: UInt8(ascii: "-"))
        let day = try field(then: UInt8(ascii: "T"))
        let hour = try field(then: UInt8(ascii: ":"))
        let minute = try field(then: UInt8(ascii: ":"))
        let second = try field(then: UInt8(ascii: "Z"))
        guard index == text.count else { throw .misformatted }
        if negativeYear { year = -year }
        let days = daysFromCivil(year: year, month: month, day: day) - daysFromCivil(year: 2001, month: 1, day: 1)
        return Double(days * 86_400 + hour * 3_600 + minute * 60 + second)
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar; months and days outside their
    /// usual range carry over, as CoreFoundation's Gregorian arithmetic does.
    static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let monthIndex = month - 1
        let y = year + (monthIndex >= 0 ? monthIndex / 12 : (monthIndex - 11) / 12)
        let m = ((monthIndex % 12) + 12) % 12 + 1
        let shiftedYear = m <= 2 ? y - 1 : y
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
