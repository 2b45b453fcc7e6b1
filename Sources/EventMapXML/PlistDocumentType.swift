/// Apple's property-list document type declaration, which a canonical writer writes itself.
enum PlistDocumentType {
    /// The public identifier Xcode and `plutil` write.
    static let publicID = "-//Apple//DTD PLIST 1.0//EN"
    /// The system identifier Xcode and `plutil` write today.
    static let systemID = "http://www.apple.com/DTDs/PropertyList-1.0.dtd"
    /// The system identifier older versions of macOS wrote, with the same DTD behind it.
    static let legacySystemID = "file://localhost/System/Library/DTDs/PropertyList.dtd"

    /// Whether a `<!DOCTYPE>` is Apple's: named `plist`, with Apple's public identifier (or
    /// none) and either of Apple's system identifiers.
    static func isApples(name: UnsafePointer<UInt8>?, publicID: UnsafePointer<UInt8>?, systemID: UnsafePointer<UInt8>?) -> Bool {
        guard let name, String(cString: name) == "plist" else { return false }
        let publicText = publicID.map { String(cString: $0) }
        let systemText = systemID.map { String(cString: $0) }
        guard publicText == nil || publicText == Self.publicID else { return false }
        return systemText == Self.systemID || systemText == Self.legacySystemID
    }
}
