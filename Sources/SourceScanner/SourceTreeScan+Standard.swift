extension SourceTreeScan {
    /// The scan `mapper scan` and `mapper validate --sources` run: Swift with swift-syntax,
    /// Objective-C headers and implementation files, storyboards and xibs.
    /// - Parameters:
    ///   - parallel: Whether to use every core.
    ///   - progress: Progress reports, for a terminal.
    public static func standard(parallel: Bool = true, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) -> SourceTreeScan {
        SourceTreeScan(
            scanners: [
                .swift: SwiftSourceScanner(),
                .objectiveC: ObjectiveCSourceScanner(),
                .interfaceBuilder: InterfaceBuilderScanner(),
            ],
            parallel: parallel, progress: progress
        )
    }
}
