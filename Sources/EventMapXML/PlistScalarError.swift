/// Why the text of a scalar element could not be read; turned into Apple's wording by the
/// builder, which knows the line.
enum PlistScalarError: Error {
    case empty
    case hexDigitInDecimal
    case incomplete
    case overflow
    case underflow
    case unknownCharacter(UInt8)
    case misformatted
}
