/// Reads `<date>` text by CoreFoundation's rules: `[-]Y-MM-DDThh:mm:ssZ`, the year any number of
/// decimal digits, every other field exactly two, UTC, nothing after. Fields out of their usual
/// range are accepted and computed as CoreFoundation computes them (day 32 is the next month's
/// first, hour 24 the next day's midnight, month 00 January). Returns seconds since
/// 2001-01-01T00:00:00Z, Foundation's reference date.
enum PlistDateParser {
    /// Parses `text`; `stop` receives the index where reading ended, which may be past the end
    /// (Apple's parser reads each two-digit field as a pair even when the text stops after one).
    static func parse(_ text: UnsafeBufferPointer<UInt8>, stoppedAt stop: inout Int) throws(PlistScalarError) -> Double {
        var index = 0
        defer { stop = index }
        func isDigit(_ position: Int) -> Bool {
            position < text.count && text[position] >= UInt8(ascii: "0") && text[position] <= UInt8(ascii: "9")
        }
        func expect(_ separator: UInt8) throws(PlistScalarError) {
            guard index < text.count, text[index] == separator else { throw .misformatted }
            index += 1
        }
        func twoDigits() throws(PlistScalarError) -> Int64 {
            let first = index
            index += 2
            guard isDigit(first), isDigit(first + 1) else { throw .misformatted }
            return Int64(text[first] - UInt8(ascii: "0")) * 10 + Int64(text[first + 1] - UInt8(ascii: "0"))
        }
        let negativeYear = index < text.count && text[index] == UInt8(ascii: "-")
        if negativeYear { index += 1 }
        // Apple accumulates the year in 32 bits; wrapping the same way keeps absurd years equal.
        var year: Int32 = 0
        while isDigit(index) {
            year = year &* 10 &+ Int32(text[index] - UInt8(ascii: "0"))
            index += 1
        }
        try expect(UInt8(ascii: "-"))
        let month = try twoDigits()
        try expect(UInt8(ascii: "-"))
        let day = try twoDigits()
        try expect(UInt8(ascii: "T"))
        let hour = try twoDigits()
        try expect(UInt8(ascii: ":"))
        let minute = try twoDigits()
        try expect(UInt8(ascii: ":"))
        let second = try twoDigits()
        try expect(UInt8(ascii: "Z"))
        guard index == text.count else { throw .misformatted }
        let signedYear = negativeYear ? -Int64(year) : Int64(year)
        // CoreFoundation looks up the days before a month in a table it bounds-checks to months
        // 1 to 13 (13 being the next January); any other month counts no days, like January.
        let countedMonth = (1...13).contains(month) ? month : 1
        let days = daysFromCivil(year: signedYear, month: countedMonth, day: day) - daysFromCivil(year: 2001, month: 1, day: 1)
        return Double(days * 86_400 + hour * 3_600 + minute * 60 + second)
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (year 0 is 1 BC); days outside
    /// their month's range carry over, as CoreFoundation's Gregorian arithmetic does.
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
