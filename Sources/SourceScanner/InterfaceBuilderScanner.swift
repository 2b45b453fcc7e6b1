import EventMapCore
import EventMapXML
import EventMapper

/// Reads storyboards and xibs (`.storyboard`, `.xib`) for the actions they connect: each
/// `<action selector="…" destination="…">` whose destination is an object of one of the app's
/// classes becomes a ``ConnectedAction`` on that class, which must then implement the selector.
///
/// The destination is resolved by its `id` to the object it names, and the object's
/// `customClass` is the class: in a storyboard, usually the scene's view controller; in a xib,
/// usually the File's Owner placeholder (`IBFilesOwner`), whose class is the one that loads the
/// xib; or any other object with a custom class (a custom control targeting itself).
///
/// Not a requirement on any class, so not reported:
/// - an action sent to First Responder (`IBFirstResponder`): it is nil-targeted, and the
///   responder chain at run time decides who receives it (that placeholder's `customClass` is
///   always `UIResponder`);
/// - an action sent to an object without a `customClass`: a UIKit class, or a File's Owner whose
///   class is only known to the code that loads the xib.
///
/// **Class names.** A Swift class carries its module (`customModule="Shop"`), and at run time
/// `NSStringFromClass` names it `Shop.CartViewController`; the connected action uses that
/// qualified name. The registry matches a qualified name with the unqualified one that the
/// source scanners and configs use, and keeps `Shop.X` and `OtherKit.X` apart. An Objective-C
/// class has no module and keeps its plain name.
///
/// **Inherit Module From Target.** With `customModuleProvider="target"` the class is in the
/// module of the target the file is compiled into, whatever `customModule` says (Xcode keeps the
/// one it last wrote, which may be stale, or writes none). The scan names it after the module of
/// the file's folder when it is told one (``SourceModule``); otherwise `customModule` is used,
/// and without that the plain name.
///
/// A file that is not well-formed XML, or uses a DOCTYPE or an entity, is an `unparsable-source`
/// finding with libxml2's (or the reader's) message at its place. An action whose destination
/// names no object in the file is one too, at the action: Xcode would not open the file either.
package struct InterfaceBuilderScanner: SourceFileScanning {
    /// Creates a scanner.
    package init() {}

    package func scan(_ bytes: [UInt8], path: String) -> SourceFileScan {
        let document: InterfaceBuilderDocument
        do {
            document = try InterfaceBuilderReader().read(bytes, file: path)
        } catch {
            return SourceFileScan(findings: [Finding(.unparsableSource, error.message, at: error.location)])
        }
        var objects: [String: InterfaceBuilderObject] = [:]
        for object in document.objects where objects[object.id] == nil {
            objects[object.id] = object
        }
        var scan = SourceFileScan()
        for action in document.actions {
            guard let destination = objects[action.destination] else {
                scan.findings.append(
                    Finding(
                        .unparsableSource,
                        "the action \(action.selector) is sent to '\(action.destination)', which is no object in this file",
                        at: action.location
                    ))
                continue
            }
            guard !destination.isFirstResponder, let className = Self.className(of: destination) else { continue }
            if destination.inheritsModuleFromTarget, let customClass = destination.customClass {
                scan.targetModuleClasses[scan.connectedActions.count] = customClass
            }
            scan.connectedActions.append(ConnectedAction(className: className, selector: ActionSelector(action.selector), at: action.location))
        }
        return scan
    }

    /// `Module.Class` for an object with a `customModule`, `Class` without one; nil when the
    /// object has no custom class. (The module of the file's folder, once the scan knows it,
    /// replaces the one of an object whose module is inherited from the target.)
    static func className(of object: InterfaceBuilderObject) -> ClassName? {
        guard let customClass = object.customClass, !customClass.isEmpty else { return nil }
        guard let module = object.customModule, !module.isEmpty else { return ClassName(customClass) }
        return ClassName(module + "." + customClass)
    }
}
