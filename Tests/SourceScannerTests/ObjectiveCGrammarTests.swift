import EventMapCore
import EventMapXML
import EventMapper
import SourceScanner
import XCTest

/// The Objective-C scanner on grammar: each case is a source and the golden summary of what it
/// declares, one line per class fragment (`primary|addition Name[ : Super] [selectors]`), then
/// `@selector` references as `ref selector`.
final class ObjectiveCGrammarTests: XCTestCase {
    private struct Case {
        let name: String
        let source: String
        let expected: [String]
        let line: UInt

        init(_ name: String, _ source: String, _ expected: [String], line: UInt = #line) {
            self.name = name
            self.source = source
            self.expected = expected
            self.line = line
        }
    }

    static func summary(_ scan: SourceFileScan) -> [String] {
        scan.classes.map { fragment in
            let role = fragment.role == .primary ? "primary" : "addition"
            let superclass = fragment.superclass.map { " : \($0)" } ?? ""
            return "\(role) \(fragment.name)\(superclass) [\(fragment.actions.map(\.selector.text).joined(separator: " "))]"
        } + scan.selectorReferences.map { "ref \($0.selector)" }
    }

    private static let cases: [Case] = [
        Case(
            "interface with superclass and protocols",
            """
            @interface HomeViewController : BaseViewController <UITableViewDelegate, UITableViewDataSource>
            - (IBAction)onFav:(id)sender;
            - (void)tap:(UIButton *)b forEvent:(UIEvent *)e;
            - (void)reload;
            + (instancetype)controller;
            @property (nonatomic, strong) IBOutlet UIButton *favButton;
            @property (nonatomic, copy) void (^onDone)(BOOL finished);
            @end
            """, ["primary HomeViewController : BaseViewController [onFav: tap:forEvent: reload]"]),
        Case(
            "category, class extension and implementation are additions",
            """
            @interface Home (Sharing)
            - (IBAction)onShare:(id)sender;
            @end
            @interface Home ()
            @property (nonatomic) int count;
            - (void)privateAction:(id)sender;
            @end
            @implementation Home (Sharing)
            - (IBAction)onShare:(id)sender { }
            @end
            @implementation Home
            - (void)privateAction:(id)sender { }
            @end
            """,
            [
                "addition Home [onShare:]", "addition Home [privateAction:]",
                "addition Home [onShare:]", "addition Home [privateAction:]",
            ]),
        Case(
            "comments and strings that look like code",
            """
            // @interface Fake : NSObject
            /* - (void)commented:(id)x; @end
               @interface AlsoFake */
            @implementation Real
            - (void)log {
                NSLog(@"@interface Fake - (void)x { @end");
                NSLog(@"escaped \\" - (void)y:(id)z; \\" }");
                char c = '}'; char q = '\\'';
                /* } */ // }
            }
            - (void)after:(id)sender { }
            @end
            """, ["addition Real [log after:]"]),
        Case(
            "macros around declarations",
            """
            #import <UIKit/UIKit.h>
            NS_ASSUME_NONNULL_BEGIN
            __attribute__((objc_subclassing_restricted))
            @interface Macro : UIViewController
            - (IBAction)onFav:(id)sender NS_SWIFT_NAME(onFav(_:));
            - (void)modern:(id)sender API_AVAILABLE(ios(13.0)) __attribute__((deprecated("use other:")));
            - (void)quiet:(id) __unused sender next:(id)n NS_REQUIRES_SUPER;
            - (nullable NSArray<NSString *> *)titlesFor:(nullable id)key;
            - (void)run:(void (^)(BOOL finished))completion;
            - (void)log:(NSString *)format, ... NS_FORMAT_FUNCTION(1,2);
            @end
            NS_ASSUME_NONNULL_END
            """, ["primary Macro : UIViewController [onFav: modern: quiet:next: titlesFor: run: log:]"]),
        Case(
            "preprocessor lines are not code",
            """
            #define MINUS_ONE -1
            #define LONG_MACRO(x) \\
                - (void)notAMethod:(id)x;
            @implementation Pragmas
            #pragma mark - Actions
            - (void)one:(id)sender { }
            #pragma mark -
            - (void)two { }
            @end
            """, ["addition Pragmas [one: two]"]),
        Case(
            "every branch of #if, with unbalanced braces in the branches",
            """
            @implementation Branches
            #if USE_NEW_API
            - (void)newTap:(id)sender forEvent:(UIEvent *)event {
            #else
            - (void)oldTap:(id)sender {
            #endif
                if (x) {
                    [self go];
                }
            }
            #ifdef DEBUG
            - (void)debugOnly { }
            #elif RELEASE
            - (void)releaseOnly { }
            #endif
            - (void)last:(id)sender { }
            @end
            """, ["addition Branches [newTap:forEvent: oldTap: debugOnly releaseOnly last:]"]),
        Case(
            "#if 0 is dead code; its #else is read, an #elif is a condition",
            """
            @implementation Dead
            #if 0
            - (void)deadOne:(id)sender {
            #if DEBUG
            - (void)deadNested { }
            #endif
            }
            #else
            - (void)liveElse { }
            #endif
            #if 0 // old API
            - (void)deadTwo { }
            #elif USE_NEW_API
            - (void)liveElif { }
            #else
            - (void)liveLast { }
            #endif
            #if 0x1
            - (void)notZero { }
            #endif
            @end
            """, ["addition Dead [liveElse liveElif liveLast notZero]"]),
        Case(
            "alternative class headers in #if are one block",
            """
            #if TARGET_OS_IOS
            @interface Cross : UIViewController
            #else
            @interface Cross : NSViewController
            #endif
            - (IBAction)onTap:(id)sender;
            @end
            """, ["primary Cross : UIViewController [onTap:]", "primary Cross : NSViewController []"]),
        Case(
            "protocols are not classes",
            """
            @protocol Forward;
            @protocol A, B;
            @protocol HomeDelegate <NSObject>
            @required
            - (void)homeDidFinish:(id)home;
            @optional
            - (void)homeDidCancel:(id)home;
            @end
            @interface Home : UIViewController <HomeDelegate>
            - (void)own:(id)sender;
            @end
            @implementation Home
            - (BOOL)conforms { return [self conformsToProtocol:@protocol(HomeDelegate)]; }
            @end
            """, ["primary Home : UIViewController [own:]", "addition Home [conforms]"]),
        Case(
            "blocks, nested braces and selectors in bodies",
            """
            @implementation Blocks
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.button addTarget:self action:@selector(onFav:) forControlEvents:UIControlEventTouchUpInside];
                [self.other addTarget:self action:@selector( tap : forEvent: ) forControlEvents:0];
                dispatch_async(dispatch_get_main_queue(), ^{
                    NSDictionary *d = @{ @"k": @[ @1, @(-2) ] };
                    if (d) { [self reload]; }
                });
                SEL s = @selector(reload);
            }
            - (void)onFav:(id)sender { }
            @end
            """, ["addition Blocks [viewDidLoad onFav:]", "ref onFav:", "ref tap:forEvent:", "ref reload"]),
        Case(
            "unusual spacing",
            """
            @interface   Spaced:NSObject<P>
            -(void)  tap : (id) s  forEvent:(UIEvent*)e;
            -(void)plain;-(void)x:(id)a y:(id)b;
            - ( IBAction ) onFav : ( id ) sender ;
            - (void)anonymous:(id)a :(id)b;
            -(void)untyped:a with:b;
            @end
            """, ["primary Spaced : NSObject [tap:forEvent: plain x:y: onFav: anonymous:: untyped:with:]"]),
        Case(
            "ivars, C code and constants in an implementation",
            """
            static const CGFloat kMargin = -8;
            @interface Ivars : NSObject {
                @public
                int _count;
                @private
                id _delegate;
            }
            - (void)declared;
            @end
            @implementation Ivars {
                NSString *_name;
            }
            @synthesize delegate = _delegate;
            static int helper(void) { return -1; }
            static const int kLimit = - 1;
            - (void)declared { }
            typedef NS_ENUM(NSInteger, Mode) { ModeA = -1, ModeB };
            - (void)defined { }
            + (void)load { }
            @end
            """, ["primary Ivars : NSObject [declared]", "addition Ivars [declared defined]"]),
        Case(
            "generic class",
            """
            @interface Box<__covariant ObjectType> : NSObject <NSCopying>
            - (void)put:(ObjectType)object;
            @end
            """, ["primary Box : NSObject [put:]"]),
        Case(
            "no class, no actions",
            """
            #import "X.h"
            int main(int argc, char *argv[]) { return -1; }
            - (void)outside:(id)x;
            """, []),
    ]

    func testGoldenSelectorLists() {
        for testCase in Self.cases {
            let scan = ObjectiveCSourceScanner().scan(Array(testCase.source.utf8), path: "T.m")
            XCTAssertEqual(Self.summary(scan), testCase.expected, testCase.name, line: testCase.line)
            XCTAssertEqual(scan.findings.map(\.description), [], testCase.name, line: testCase.line)
        }
    }
}
