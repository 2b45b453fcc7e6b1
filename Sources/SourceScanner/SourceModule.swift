import EventMapCore
import EventMapper

/// A source folder and the module its Swift files are compiled into: the scan names a Swift
/// class declared there `Module.Class`, the name `NSStringFromClass` gives at run time, so that
/// a config naming `Shop.CartViewController` is checked against the class of module `Shop`, and
/// `OtherKit.CartViewController` is not taken for it.
///
/// A storyboard or xib below the folder names the module of a class that Interface Builder
/// says inherits its module from the target (`customModuleProvider="target"`) the same way.
///
/// Left unqualified: Objective-C classes (the runtime names them without a module), classes
/// renamed by `@objc(Name)`, the classes whose runtime name is mangled (`private`,
/// `fileprivate`, nested as `Outer.Inner`, generic, local; `NameMangling`), and extensions,
/// which name the class they extend the way their source writes it (the registry matches
/// `CartViewController` with `Shop.CartViewController`). Outside every module's folder a
/// Swift class's runtime name stays `RuntimeClassName.inUnknownModule`.
///
/// ## Usage
/// ```swift
/// let scan = SourceTreeScan.standard(modules: [SourceModule(name: "Shop", folder: "App/Shop")])
/// let registry = try scan.scanRegistry(["App"])   // App/Shop/Cart.swift: Shop.CartViewController
/// ```
public struct SourceModule: Sendable, Equatable {
    /// The module's name, as Swift and `customModule` write it.
    public let name: String
    /// The folder of its sources, as the scan's paths write it.
    public let folder: String

    /// Names the module of a folder.
    /// - Parameters:
    ///   - name: The module's name.
    ///   - folder: The folder of its sources, written as the scan's paths write it.
    public init(name: String, folder: String) {
        self.name = name
        self.folder = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }

    /// The module of the file at `path`: the one whose folder holds it most closely, if any.
    static func module(of path: String, in modules: [SourceModule]) -> String? {
        var best: SourceModule?
        for module in modules where path.hasPrefix(module.folder + "/") || path == module.folder {
            if best.map({ module.folder.count > $0.folder.count }) ?? true { best = module }
        }
        return best?.name
    }

    /// An Interface Builder file's connected actions, those sent to a class whose module is
    /// inherited from the target named after `module`, the module of the file's folder.
    static func connectedActions(of scan: SourceFileScan, module: String?) -> [ConnectedAction] {
        guard let module, !scan.targetModuleClasses.isEmpty else { return scan.connectedActions }
        var actions = scan.connectedActions
        for (position, customClass) in scan.targetModuleClasses {
            let action = actions[position]
            actions[position] = ConnectedAction(className: ClassName(module + "." + customClass), selector: action.selector, at: action.location)
        }
        return actions
    }

    /// A Swift file's scan with its classes named after `module`.
    static func qualifying(_ scan: SourceFileScan, module: String?) -> SourceFileScan {
        guard let module else { return scan }
        var qualified = scan
        qualified.classes = scan.classes.map { fragment in
            guard case .inUnknownModule(let name)? = fragment.runtimeName else { return fragment }
            return fragment.renamed(ClassName(module + "." + name.text))
        }
        return qualified
    }
}
