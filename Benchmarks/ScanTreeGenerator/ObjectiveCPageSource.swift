import BenchmarkSupport

/// The text of one generated Objective-C view controller: a header and an implementation.
struct ObjectiveCPageSource {
    let className: String
    private let selectors: [String]
    private let bodies: [String]

    init(className: String, index: Int, random: inout SplitMix64) {
        self.className = className
        let count = random.int(in: 5...30)
        var selectors: [String] = []
        var bodies: [String] = []
        for method in 0..<count {
            let tag = random.chance(30) ? "_UA" : ""
            switch random.int(in: 0...3) {
            case 0: selectors.append("- (IBAction)onAction\(method)BtnPressed\(tag):(id)sender")
            case 1: selectors.append("- (IBAction)onAction\(method)BtnPressed\(tag):(UIButton *)sender forEvent:(UIEvent *)event")
            case 2: selectors.append("- (void)handleItem\(method)AtIndex:(NSUInteger)index animated:(BOOL)animated")
            default: selectors.append("- (void)onSwitch\(method)Changed\(tag):(UISwitch *)sender")
            }
            bodies.append(
                random.chance(40)
                    ? "    dispatch_async(dispatch_get_main_queue(), ^{\n        [self.tableView reloadData];\n    });\n"
                    : "    self.title = @\"Legacy \(index) action \(method)\";\n    [self.view setNeedsLayout];\n")
        }
        self.selectors = selectors
        self.bodies = bodies
    }

    func headerText() -> String {
        """
        #import <UIKit/UIKit.h>

        NS_ASSUME_NONNULL_BEGIN

        /// A legacy page, generated for the scan benchmark.
        @interface \(className) : UIViewController <UITableViewDataSource>

        @property (nonatomic, weak) IBOutlet UITableView *tableView;

        + (instancetype)controllerFromStoryboard;

        \(selectors.map { $0 + ";" }.joined(separator: "\n"))

        @end

        NS_ASSUME_NONNULL_END

        """
    }

    /// The implementation; with `declaresInterface`, the file declares the class itself (a class
    /// with no header).
    func implementationText(declaresInterface: Bool) -> String {
        var text =
            declaresInterface
            ? "#import <UIKit/UIKit.h>\n\n@interface \(className) : UIViewController <UITableViewDataSource>\n@property (nonatomic, weak) IBOutlet UITableView *tableView;\n@end\n"
            : "#import \"\(className).h\"\n\n@interface \(className) ()\n@property (nonatomic, strong) NSMutableArray<NSString *> *items;\n@end\n"
        text +=
            "\n@implementation \(className)\n\n+ (instancetype)controllerFromStoryboard {\n    return [[UIStoryboard storyboardWithName:@\"Main\" bundle:nil] instantiateViewControllerWithIdentifier:@\"\(className)\"];\n}\n"
        for (selector, body) in zip(selectors, bodies) {
            text += "\n\(selector) {\n\(body)}\n"
        }
        text += """

            #pragma mark - UITableViewDataSource

            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
                return 20;
            }

            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                return [tableView dequeueReusableCellWithIdentifier:@"Cell" forIndexPath:indexPath];
            }

            @end

            """
        return text
    }
}
