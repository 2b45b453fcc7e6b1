import UIKit

// XCTestCase is @objcMembers (Apple's header: swift_objc_members), so its subclasses' members
// are, as far as their access allows. @IBSegueAction and @NSManaged make a method @objc;
// dynamic alone does not (Swift 5: dynamic replacement, not Objective-C).
class CartTests: XCTestCase {
    func testTotal() {}
    private func makeCart() {}
}

class DetailLinkViewController: UIViewController {
    @IBSegueAction func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }
    dynamic func reload() {}
}

class CartItem: NSManagedObject {
    @objc(addTagsObject:) @NSManaged func addToTags(_ value: NSObject)
    @NSManaged func removeFromTags(_ value: NSObject)
}
