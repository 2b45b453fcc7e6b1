import EventMapCore
import EventMapXML

/// A class or an extension read from one Swift file, before the file's declarations are put
/// together into ``ClassFragment``s.
struct SwiftTypeDeclaration {
    /// A class declaration or an extension.
    enum Kind {
        /// `class Name: Superclass { … }`
        case `class`
        /// `extension Name { … }`
        case `extension`
    }

    /// Class or extension.
    let kind: Kind
    /// The Swift name: `Outer.Inner` for a nested class; the extended type as written, without
    /// generic arguments, for an extension.
    let swiftName: String
    /// The name `@objc(Name)` gives a class.
    let objectiveCName: String?
    /// The first inherited type of a class, when it is a plain or dotted type name.
    let firstInheritedType: String?
    /// `@objcMembers` on the class.
    let hasObjCMembers: Bool
    /// `@objc extension`.
    let isObjCExtension: Bool
    /// Where the class's name, or the extended type, is written.
    let location: SourceLocation
    /// The methods declared directly inside, in source order (every `#if` branch).
    var methods: [SwiftMethodDeclaration] = []
}
