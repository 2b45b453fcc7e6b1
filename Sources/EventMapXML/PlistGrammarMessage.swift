/// The messages of the property-list grammar, worded as Apple's parser (CoreFoundation) words
/// them, so that a search for the text finds the same explanations. `line` is the 1-based line.
enum PlistGrammarMessage {
    static func nonKeyInsideDict(line: Int) -> String {
        "Found non-key inside <dict> at line \(line)"
    }

    static func valueMissingForKey(line: Int) -> String {
        "Value missing for key inside <dict> at line \(line)"
    }

    static func moreThanOneObject(line: Int) -> String {
        "Encountered unexpected element at line \(line) (plist can only include one object)"
    }

    static func unknownTag(_ name: String, line: Int) -> String {
        "Encountered unknown tag \(name) on line \(line)"
    }

    static func emptyPlist() -> String {
        "Encountered empty plist tag"
    }

    static func emptyValue(_ element: String, line: Int) -> String {
        "Encountered empty <\(element)> on line \(line)"
    }

    static func nonEmptyBoolean(_ element: String, line: Int) -> String {
        "Encountered non-empty <\(element)> on line \(line)"
    }

    static func unexpectedCharacter(_ character: Character, line: Int) -> String {
        "Encountered unexpected character \(character) on line \(line) while looking for open tag"
    }

    /// Markup inside a value where Apple's parser wants the value's close tag: `character` is the
    /// one after the `<` (an element name's first letter, `!` of a comment or CDATA, `?`).
    static func unexpectedCharacterBeforeCloseTag(_ character: Character, line: Int) -> String {
        "Encountered unexpected character \(character) on line \(line) while looking for close tag"
    }

    /// A comment inside `<string>`, `<key>` or `<real>`: Apple's parser takes any `<!` in text
    /// for the start of a CDATA section.
    static func improperCDATAOpening(line: Int) -> String {
        "Encountered improper CDATA opening at line \(line)"
    }

    static func tooDeep(line: Int) -> String {
        "Too many nested arrays or dictionaries, failing on line \(line)"
    }

    static func misformattedReal(line: Int) -> String {
        "Encountered misformatted real on line \(line)"
    }

    static func hexDigitInDecimal(line: Int) -> String {
        "Hex digit in non-hex <integer> on line \(line)"
    }

    static func incompleteInteger(line: Int) -> String {
        "Incomplete <integer> on line \(line)"
    }

    static func integerOverflow(line: Int) -> String {
        "Integer overflow in <integer> on line \(line)"
    }

    static func integerUnderflow(line: Int) -> String {
        "Integer underflow in <integer> on line \(line)"
    }

    static func unknownIntegerCharacter(_ byte: UInt8, line: Int) -> String {
        let character = Character(Unicode.Scalar(byte))
        // Apple formats the byte, a C `char`, with `%x`: lowercase, no padding, and sign-extended
        // to 32 bits when it is not ASCII (0xc3 reads 0xffffffc3).
        let hex = (byte < 0x80 ? "" : "ffffff") + String(byte, radix: 16)
        return "Unknown character '\(character)' (0x\(hex)) in <integer> on line \(line)"
    }

    static func uninterpretableDate(line: Int) -> String {
        "Could not interpret <date> at line \(line)"
    }

    static func uninterpretableData(line: Int) -> String {
        "Could not interpret <data> at line \(line) (should be base64-encoded)"
    }

    /// A byte outside ASCII in `<data>`; Apple formats it with `%hhX`.
    static func invalidDataCharacter(_ byte: UInt8, line: Int) -> String {
        "Could not interpret <data> on line \(line) (invalid character 0x\(String(byte, radix: 16, uppercase: true)))"
    }

    static func unexpectedEndOfFile() -> String {
        "Encountered unexpected EOF"
    }

    static func entityDeclared(line: Int) -> String {
        "Entity declarations are not allowed in a property list (line \(line)); "
            + "remove the <!ENTITY …> and write the text out"
    }

    static func entityReferenced(_ name: String, line: Int) -> String {
        "Entity reference &\(name); is not allowed in a property list (line \(line)); "
            + "only &amp; &lt; &gt; &quot; &apos; and character references are"
    }

    static func internalSubset(line: Int) -> String {
        "Malformed DTD on line \(line) (a property list may name its DTD but not declare one inline)"
    }

    static func tooLarge() -> String {
        "The file holds more than 4 GiB of text; it cannot be a configuration"
    }
}
