import EventMapCore

/// What the scan needs to know of Apple's frameworks and the Swift standard library, which it
/// never reads: a small table, kept to what changes a registry.
///
/// - ``objcMembersClasses``: classes whose Objective-C header carries `swift_objc_members`,
///   which the Clang importer turns into `@objcMembers` (and which, since Swift 4, it looks up
///   through the superclasses too), so that every member of a Swift subclass is `@objc` as far
///   as its access allows. `XCTestCase` is the one apps meet: test methods are found by the
///   runtime.
/// - ``objcProtocols``: requirements of UIKit's Objective-C protocols that app classes implement
///   most, with their Swift names and their selectors from Apple's headers. A method that
///   satisfies one is `@objc` with the header's selector (`tableView(_:didSelectRowAt:)` is
///   `tableView:didSelectRowAtIndexPath:`, not the `tableView:didSelectRowAt:` Swift's naming
///   rules would give). A requirement missing from the table is not found: the method is then
///   left out, which can only make `validate` report an action as undeclared, never accept one
///   the runtime lacks.
/// - ``nonClassTypes``: value types and protocols that apps extend (`extension Array`,
///   `extension CGFloat`, `extension Collection`); their extensions are not classes.
enum FrameworkDeclarations {
    /// Framework classes whose Swift subclasses are `@objcMembers`.
    static let objcMembersClasses: Set<String> = ["XCTestCase"]

    /// UIKit protocols with their inherited protocols and their commonest requirements.
    static let objcProtocols: [String: ProtocolDeclaration] = {
        func declare(_ name: String, inherits: [String] = [], _ pairs: [(String, String)]) -> (String, ProtocolDeclaration) {
            let requirements = pairs.map { ProtocolRequirement(swiftName: $0.0, selector: ActionSelector($0.1)) }
            return (name, ProtocolDeclaration(name: name, isObjC: true, inheritedProtocols: inherits, requirements: requirements))
        }
        return Dictionary(
            uniqueKeysWithValues: [
                declare(
                    "UIScrollViewDelegate",
                    [
                        ("scrollViewDidScroll(_:)", "scrollViewDidScroll:"),
                        ("scrollViewWillBeginDragging(_:)", "scrollViewWillBeginDragging:"),
                        ("scrollViewDidEndDecelerating(_:)", "scrollViewDidEndDecelerating:"),
                    ]),
                declare(
                    "UITableViewDataSource",
                    [
                        ("tableView(_:numberOfRowsInSection:)", "tableView:numberOfRowsInSection:"),
                        ("tableView(_:cellForRowAt:)", "tableView:cellForRowAtIndexPath:"),
                        ("numberOfSections(in:)", "numberOfSectionsInTableView:"),
                    ]),
                declare(
                    "UITableViewDelegate", inherits: ["UIScrollViewDelegate"],
                    [
                        ("tableView(_:didSelectRowAt:)", "tableView:didSelectRowAtIndexPath:"),
                        ("tableView(_:didDeselectRowAt:)", "tableView:didDeselectRowAtIndexPath:"),
                        ("tableView(_:heightForRowAt:)", "tableView:heightForRowAtIndexPath:"),
                        ("tableView(_:willDisplay:forRowAt:)", "tableView:willDisplayCell:forRowAtIndexPath:"),
                    ]),
                declare(
                    "UICollectionViewDataSource",
                    [
                        ("collectionView(_:numberOfItemsInSection:)", "collectionView:numberOfItemsInSection:"),
                        ("collectionView(_:cellForItemAt:)", "collectionView:cellForItemAtIndexPath:"),
                        ("numberOfSections(in:)", "numberOfSectionsInCollectionView:"),
                    ]),
                declare(
                    "UICollectionViewDelegate", inherits: ["UIScrollViewDelegate"],
                    [
                        ("collectionView(_:didSelectItemAt:)", "collectionView:didSelectItemAtIndexPath:"),
                        ("collectionView(_:didDeselectItemAt:)", "collectionView:didDeselectItemAtIndexPath:"),
                        ("collectionView(_:willDisplay:forItemAt:)", "collectionView:willDisplayCell:forItemAtIndexPath:"),
                    ]),
                declare(
                    "UITextFieldDelegate",
                    [
                        ("textFieldShouldReturn(_:)", "textFieldShouldReturn:"),
                        ("textFieldDidBeginEditing(_:)", "textFieldDidBeginEditing:"),
                        ("textFieldDidEndEditing(_:)", "textFieldDidEndEditing:"),
                        ("textField(_:shouldChangeCharactersIn:replacementString:)", "textField:shouldChangeCharactersInRange:replacementString:"),
                    ]),
                declare("UITextViewDelegate", inherits: ["UIScrollViewDelegate"], [("textViewDidChange(_:)", "textViewDidChange:")]),
                declare(
                    "UISearchBarDelegate",
                    [
                        ("searchBarSearchButtonClicked(_:)", "searchBarSearchButtonClicked:"),
                        ("searchBarCancelButtonClicked(_:)", "searchBarCancelButtonClicked:"),
                        ("searchBar(_:textDidChange:)", "searchBar:textDidChange:"),
                    ]),
                declare(
                    "UIGestureRecognizerDelegate",
                    [
                        ("gestureRecognizerShouldBegin(_:)", "gestureRecognizerShouldBegin:"),
                        (
                            "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
                            "gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:"
                        ),
                    ]),
                declare(
                    "UIApplicationDelegate",
                    [
                        ("application(_:didFinishLaunchingWithOptions:)", "application:didFinishLaunchingWithOptions:"),
                        ("applicationDidBecomeActive(_:)", "applicationDidBecomeActive:"),
                        ("applicationWillResignActive(_:)", "applicationWillResignActive:"),
                        ("applicationDidEnterBackground(_:)", "applicationDidEnterBackground:"),
                        ("applicationWillEnterForeground(_:)", "applicationWillEnterForeground:"),
                        ("application(_:open:options:)", "application:openURL:options:"),
                    ]),
            ])
    }()

    /// Standard-library, Foundation, Core Graphics and SwiftUI value types and protocols that
    /// apps extend.
    static let nonClassTypes: Set<String> = [
        "Array", "ArraySlice", "Bool", "Character", "ClosedRange", "ContiguousArray", "Dictionary", "Double", "Float",
        "Int", "Int8", "Int16", "Int32", "Int64", "Optional", "Range", "Result", "Set", "String", "Substring",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "AttributedString", "Calendar", "CharacterSet", "Data", "Date", "DateComponents", "DateInterval", "Decimal",
        "IndexPath", "IndexSet", "Locale", "Measurement", "Notification", "TimeZone", "URL", "URLComponents",
        "URLRequest", "UUID",
        "CGAffineTransform", "CGFloat", "CGPoint", "CGRect", "CGSize", "CGVector", "NSRange", "UIEdgeInsets",
        "NSDirectionalEdgeInsets", "Color", "Font", "Image", "Text",
        "BidirectionalCollection", "BinaryFloatingPoint", "BinaryInteger", "Collection", "FixedWidthInteger",
        "FloatingPoint", "MutableCollection", "Numeric", "RandomAccessCollection", "RangeReplaceableCollection",
        "Sequence", "SignedInteger", "StringProtocol", "UnsignedInteger", "View", "ViewModifier",
    ]
}

/// Tells a superclass from a protocol in a Swift class's inheritance clause, without the type
/// checker, once every file is read (``ClassAssembly``).
///
/// Swift lists the superclass first, but a class without one starts with a protocol
/// (`class AppDelegate: UIResponder, UIApplicationDelegate` vs `class Model: Codable`). The first
/// inherited type is the superclass when the scan declares it as a class (in any file, whatever
/// its name), and not when the scan declares it as a protocol or another kind of type. A name the
/// scan never declares is taken as the superclass unless it is:
/// - named like a protocol: it ends in `Delegate`, `DataSource` or `Protocol`;
/// - a well-known Swift, Foundation or UIKit protocol (``knownProtocols``, and the protocols and
///   value types of ``FrameworkDeclarations``).
///
/// A framework protocol with another kind of name (`Themeable` from a package) is taken for a
/// superclass; the registry then names a superclass it does not know, which costs nothing but an
/// unresolved link in the inheritance chain.
enum SwiftSuperclassGuess {
    /// Protocols a class often lists first.
    static let knownProtocols: Set<String> = [
        "AnyObject", "CaseIterable", "Codable", "Comparable", "CustomDebugStringConvertible",
        "CustomStringConvertible", "Decodable", "Encodable", "Equatable", "Error", "Hashable",
        "Identifiable", "LocalizedError", "NSCoding", "NSCopying", "NSMutableCopying", "NSSecureCoding",
        "ObservableObject", "RawRepresentable", "Sendable",
        "CAAnimationDelegate", "UIAppearance", "UIContentContainer", "UICollectionViewDelegateFlowLayout",
        "UICoordinateSpace", "UIDynamicItem", "UIFocusEnvironment", "UIKeyInput", "UISearchResultsUpdating",
        "UITextInput", "UITextInputTraits", "UITraitEnvironment", "UIViewControllerAnimatedTransitioning",
        "UIViewControllerContextTransitioning", "UIViewControllerInteractiveTransitioning",
        "UIViewControllerPreviewing", "UIViewControllerRestoration", "UIStateRestoring",
        "WKScriptMessageHandler", "WKScriptMessageHandlerWithReply",
    ]

    /// The superclass, or nil when the first inherited type looks like a protocol; for a name
    /// the scan does not declare.
    /// - Parameter firstInheritedType: The first type of the inheritance clause, as written.
    static func superclass(guessingFrom firstInheritedType: String) -> String? {
        let name = firstInheritedType.split(separator: ".").last.map(String.init) ?? firstInheritedType
        if knownProtocols.contains(name) || FrameworkDeclarations.objcProtocols[name] != nil || FrameworkDeclarations.nonClassTypes.contains(name) {
            return nil
        }
        if name.hasSuffix("Delegate") || name.hasSuffix("DataSource") || name.hasSuffix("Protocol") { return nil }
        return firstInheritedType
    }
}
