import EventMapCore

extension Rule {
    /// The hooks look the config up by `NSStringFromClass([target class])` (or, when the project
    /// says so, without its module). A key that names a class of the code but is not that name —
    /// `HomeViewController` for the Swift class `SampleApp.HomeViewController`, any key for a
    /// private, nested, generic or local Swift class, whose runtime name is mangled — is never
    /// looked up, so its events never fire, and nothing else says so.
    public static let unreachableClassName = Rule(
        id: "unreachable-class-name", defaultSeverity: .error,
        summary: "A configured class name is not the name the hooks look the class up by, so its events never fire.",
        examples: RuleExamples(
            triggering: RuleExample.validation(
                RuleExample.page("BannerOverlayView"),
                sources: ["Sources/Banner.swift": .text("import UIKit\n\nprivate class BannerOverlayView: UIViewController {}\n")]),
            passing: RuleExample.validation(
                RuleExample.page("BannerOverlayView"),
                sources: [
                    "Sources/Banner.swift": .text("import UIKit\n\n@objc(BannerOverlayView)\nprivate class BannerOverlayView: UIViewController {}\n")
                ])
        )
    )
}
