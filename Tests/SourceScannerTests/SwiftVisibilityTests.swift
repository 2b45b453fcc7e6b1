import XCTest

/// Which methods the Objective-C runtime sees, and so which are actions.
final class SwiftVisibilityTests: XCTestCase {
    func testOnlyMethodsTheRuntimeSeesAreActions() {
        let cases: [(source: String, actions: [String], why: String)] = [
            ("class C: NSObject { func plain() {} }", ["C: plain?"], "no @objc: only if the merge finds @objcMembers"),
            (
                "class C: NSObject { private func a() {} ; @objc private func b() {} ; @IBAction fileprivate func c(_ s: Any) {} }",
                ["C: b c: a!"], "explicit @objc private is in the runtime; a private one only as a protocol witness"
            ),
            ("class C: NSObject { @nonobjc func a() {} ; @objc dynamic func b() {} }", ["C: b"], "@nonobjc; @objc dynamic"),
            (
                "class C: NSObject { @objc static func a() {} ; @objc class func b() {} ; @objc func c() {} }", ["C: c"],
                "static and class methods are not instance actions"
            ),
            (
                "class C: NSObject { @objc init(x: Int) {} ; @objc subscript(i: Int) -> Int { 0 } ; @objc var isOn = false ; @objc func d() {} }",
                ["C: d"], "initialisers, subscripts, properties"
            ),
            (
                "class C: UIViewController { override func viewDidLoad() {} ; @objc override func onHelp(_ s: Any) {} ; @IBAction override func onBack(_ s: Any) {} }",
                ["C: onHelp: onBack: viewDidLoad^"],
                "an override is listed when it is marked, otherwise when a superclass in the scan declares it"
            ),
            (
                "@objcMembers class C: NSObject { func a() {} ; private func b() {} ; @nonobjc func c() {} ; static func d() {} ; override func e() {} }",
                ["C: a? b! e^"],
                "@objcMembers: every non-private instance method, decided with the other files; an override as any override"
            ),
            (
                "@objcMembers class C: NSObject {}\nextension C { func a() {} }", ["C:", "C: a?"],
                "an extension of an @objcMembers class in the same file"
            ),
            ("@objcMembers class B: NSObject {}\nclass C: B { func a() {} }", ["B:", "C: a?"], "@objcMembers is inherited"),
            ("extension D { func a() {} ; private func b() {} }", ["D: a? b!"], "across files the merge decides @objcMembers"),
            (
                "@objc extension D { func a() {} ; private func b() {} ; @nonobjc func c() {} }", ["D: a b"],
                "@objc extension: every member, even a private one"
            ),
            ("extension D { @objc func a() {} ; func b() {} }", ["D: a b?"], "an extension's explicit members"),
            (
                "struct S { @objc func a() {} }\nenum E { case x }\nactor A { @objc func b() async {} }\n@objc protocol P { func c() }\nextension S { @objc func d() {} }",
                [], "structs, enums, actors and protocols are not classes"
            ),
            (
                "class C: NSObject { @objc func a() { func local() {} ; class Local: NSObject { @objc func b() {} } } }", ["C: a", "Local: b"],
                "a function inside a function is local; a class inside one is a class of its own"
            ),
            ("class C: NSObject {\n#if DEBUG\n@objc func a() {}\n#else\n@objc func b() {}\n#endif\n}", ["C: a b"], "every #if branch"),
        ]
        for (source, actions, why) in cases {
            XCTAssertEqual(SwiftScanning.actions(source), actions, why)
        }
    }
}
