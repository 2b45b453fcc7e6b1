// A stand-in for the Objective-C runtime's Swift module, so that the compiler on Linux, with
// -enable-objc-interop, decides which members are @objc (see ../check-with-swiftc.sh).
@objc open class NSObject {
    public init() {}
}

public struct Selector: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {}
    public init(_ name: String) {}
}
