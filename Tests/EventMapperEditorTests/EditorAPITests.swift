import HummingbirdTesting
import XCTest
final class EditorAPITests: XCTestCase { func testNothing() {} }
