import EventMapCore

extension Rule {
    /// A storyboard or xib connects a control to an action its class does not implement: tapping
    /// it raises "unrecognized selector sent to instance" at run time.
    public static let unimplementedConnectedAction = Rule(
        id: "unimplemented-connected-action", defaultSeverity: .error,
        summary: "A storyboard or xib connects an action that its class does not implement.",
        examples: RuleExamples(
            triggering: RuleExample.validation(RuleExample.page("HomeViewController"), sources: connectedActionSources(selector: "onFav:")),
            passing: RuleExample.validation(RuleExample.page("HomeViewController"), sources: connectedActionSources(selector: "onShare:"))
        )
    )

    /// A view controller implementing `onShare:`, and a xib connecting a button to `selector`.
    private static func connectedActionSources(selector: String) -> [String: RuleExample.File] {
        let swift = """
            import UIKit

            class HomeViewController: UIViewController {
                @IBAction func onShare(_ sender: Any) {}
            }

            """
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="HomeViewController"/>
                    <button id="Fav-Bt-001">
                        <connections>
                            <action selector="\(selector)" destination="-1" eventType="touchUpInside" id="Fav-Ac-001"/>
                        </connections>
                    </button>
                </objects>
            </document>

            """
        return ["Sources/Home.swift": .text(swift), "Sources/Home.xib": .text(xib)]
    }
}

extension RegistryCheck {
    /// A storyboard's or xib's action is implemented by its class or a superclass, as
    /// `respondsToSelector:` would find it; an unknown class is reported once, at its first action.
    mutating func checkConnected(_ action: ConnectedAction, unknownClasses: inout Set<String>) {
        let className = action.className.text
        guard registry.declaredClass(className) != nil else {
            guard unknownClasses.insert(className).inserted else { return }
            findings.append(unknownConnectedClassFinding(action))
            return
        }
        guard registry.declaringClass(of: action.selector, in: className) == nil else { return }
        let suggestion = NearestName.suggestion(for: action.selector.text, among: registry.allActions(of: className).map(\.selector.text))
        findings.append(
            Finding(
                .unimplementedConnectedAction,
                "\(action.selector) is connected to \(action.className), which does not implement it; the app crashes with 'unrecognized selector' when it is sent",
                at: action.location, suggestion: suggestion.map { "did you mean \($0)?" }))
    }
}
