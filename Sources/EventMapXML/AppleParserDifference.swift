/// Every place where ``PlistReader`` deliberately reads a property list differently from Apple's
/// parser (`PropertyListSerialization`, CoreFoundation's XML plist parser).
///
/// Everywhere else the reader accepts what Apple's parser accepts, with the same values, and
/// refuses what it refuses, with its message and line where it has one. The differential tests
/// (`AppleParserDifferentialTests`) check that claim against Foundation case by case; each case
/// here is exercised by at least one of them.
package enum AppleParserDifference: String, CaseIterable, Sendable {
    /// A dictionary that repeats a key: Apple's parser silently keeps the last value. The reader
    /// keeps every entry, in file order; ``PlistDictionary/subscript(_:)`` answers with the last
    /// value as Apple's parser would, and ``PlistDictionary/duplicateKeys`` lists the repeats, so
    /// that a validator can report the entry the app will never see.
    case duplicateKeysKeptVisible = "duplicate-keys-kept-visible"

    /// Anything after the root object: Apple's parser stops reading once it has the object and
    /// ignores the rest (garbage text, a second `<plist>`, a stray `<`). libxml2 requires a
    /// well-formed document and refuses it, and so do we: content after `</plist>` is usually a
    /// botched merge, and ignoring it would hide it.
    case trailingContentRefused = "trailing-content-refused"

    /// Line breaks inside text: Apple's parser keeps CR LF and a lone CR as written. XML
    /// requires a parser to turn both into LF (XML 1.0, section 2.11) and libxml2 does, so a
    /// `<string>` written with Windows line endings reads with LF here.
    case lineBreaksNormalized = "line-breaks-normalized"

    /// Characters XML does not allow: Apple's parser accepts control characters such as U+0001,
    /// the non-characters U+FFFE and U+FFFF, and references to them (`&#0;`, `&#1;`). They are
    /// not XML (XML 1.0, section 2.2), libxml2 refuses them, and no tool that edits plists as XML
    /// can round-trip them.
    case nonXMLCharactersRefused = "non-xml-characters-refused"

    /// Markup that is not well-formed XML but that Apple's hand-written scanner steps over: an
    /// unquoted attribute value, `<` inside one, an attribute written twice, `--` inside a
    /// comment, `]]>` in text, an XML declaration that is not at the very start of the file.
    /// libxml2 refuses it, with its own message; a config is meant to be XML that any XML tool
    /// can read.
    case malformedMarkupRefused = "malformed-markup-refused"

    /// A file whose encoding XML would not recognise: Apple's parser has its own detection, which
    /// reads UTF-32 files and decodes a file declared US-ASCII that holds other bytes anyway. The
    /// reader lets libxml2 decode as XML 1.0 prescribes (a byte-order mark, else the encoding
    /// declaration, else UTF-8), which refuses both: libxml2 here has no UTF-32 decoder, and a
    /// file that contradicts its own declaration has no reliable reading.
    case encodingReadAsXMLPrescribes = "encoding-read-as-xml-prescribes"

    /// A file that is not XML at all (only white space, or an OpenStep-style `{ a = b; }`):
    /// Apple's parser falls back to the old OpenStep text format. The reader reads XML property
    /// lists only.
    case nonXMLDocumentsRefused = "non-xml-documents-refused"

    /// A `<key>` where a value belongs (in an array, at the root, or as a dictionary's value):
    /// Apple's parser takes it as a string. A dictionary that lost one value then pairs the next
    /// key with the key after it and shifts every entry that follows, silently; the reader refuses
    /// the misplaced key instead: "Value missing for key inside <dict>" in a dictionary,
    /// "Encountered unknown tag key" elsewhere.
    case keyOutsideKeyPositionRefused = "key-outside-key-position-refused"

    /// A `<plist>` inside a value: Apple's parser reads it as a transparent wrapper around its one
    /// object. It only ever comes from pasting one file into another, so the reader refuses it.
    case nestedPlistRefused = "nested-plist-refused"

    /// What differs and why, in a sentence or two, for documentation and reports.
    package var explanation: String {
        switch self {
        case .duplicateKeysKeptVisible:
            "Apple's parser silently keeps the last of repeated dictionary keys; the reader keeps every entry, answers lookups with the last, and lists the repeats in duplicateKeys so that they can be reported."
        case .trailingContentRefused:
            "Apple's parser ignores anything after the root object; libxml2 requires a well-formed document, so trailing content (often a botched merge) is refused."
        case .lineBreaksNormalized:
            "Apple's parser keeps CR LF and CR inside text as written; XML requires them to be read as LF, and libxml2 does so."
        case .nonXMLCharactersRefused:
            "Apple's parser accepts control characters, U+FFFE/U+FFFF and references to them; they are not XML characters, so libxml2 refuses them."
        case .malformedMarkupRefused:
            "Apple's scanner steps over some malformed markup (unquoted or repeated attributes, '--' in comments, ']]>' in text, a misplaced XML declaration); libxml2 refuses markup that is not well-formed XML."
        case .encodingReadAsXMLPrescribes:
            "Apple's parser detects encodings its own way (it reads UTF-32, and guesses for a file declared US-ASCII holding other bytes); the reader decodes as XML prescribes and refuses both."
        case .nonXMLDocumentsRefused:
            "Apple's parser reads a file that is not XML as an OpenStep-format property list; the reader reads XML property lists only."
        case .keyOutsideKeyPositionRefused:
            "Apple's parser takes a <key> where a value belongs as a string, which silently shifts a dictionary that lost a value; the reader refuses it."
        case .nestedPlistRefused:
            "Apple's parser reads a <plist> inside a value as a wrapper around its object; the reader refuses it as a pasting mistake."
        }
    }
}
