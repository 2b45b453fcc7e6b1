/// libxml2's messages end in a line break and sometimes continue on a second line
/// ("Bytes: 0xC3 0x28", "Expected is ( page ).").
enum LibXML2MessageText {
    /// The message on one line: line breaks and runs of blanks become one space, and blanks at
    /// either end are dropped.
    /// - Parameter message: libxml2's message, NUL-terminated, or nil.
    /// - Returns: The one-line message, possibly empty.
    static func oneLine(_ message: UnsafePointer<CChar>?) -> String {
        guard let message else { return "" }
        return oneLine(String(cString: message))
    }

    /// The text on one line: line breaks and runs of blanks become one space, and blanks at
    /// either end are dropped.
    static func oneLine(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.unicodeScalars.append(" ")
                pendingSpace = false
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
