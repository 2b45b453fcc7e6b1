import EventMapCore
import ArgumentParser
import EventMapper
import EventMapperTools

extension PageEvent: EnumerableFlag {
    public static func name(for value: PageEvent) -> NameSpecification { .customLong(value.rawValue.lowercased()) }

    public static func help(for value: PageEvent) -> ArgumentHelp? {
        value == .enter ? "The page's Enter event (viewWillAppear:); the default." : "The page's Leave event (viewWillDisappear:)."
    }
}

extension Mapper {
    struct Resolve: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "resolve",
            abstract: "Print the event ID a page event or an action records.",
            discussion: """
                The class matches exactly, or module-qualified against unqualified \
                (MyApp.HomeViewController). The action may be written in Objective-C form \
                (onFav:) or Swift form (onFav(_:)). What code or a log holds can be pasted as \
                one argument: '-[HomeViewController onFav:]' or \
                '#selector(HomeViewController.onFav(_:))'.

                Every config is read and problems in it are reported, but only the entries of \
                the class asked for are checked: `mapper validate` checks everything.

                Exit status: 0 found (the ID is printed); 1 not mapped (with a suggestion); \
                2 a config could not be read or does not parse, or an entry of the class could not \
                be read (an ID with a control character, a value that is not a string): nothing is \
                answered then; \
                64 wrong usage.
                """
        )

        @Argument(
            help: ArgumentHelp("The class, as NSStringFromClass names it (or a pasted -[Class action:]).", valueName: "class"),
            completion: .custom { words, _, prefix in CompletionCandidates.classNames(words: words, prefix: prefix) })
        var className: String

        @Argument(
            help: "The action selector; without it, the page's Enter or Leave event.",
            completion: .custom { words, _, prefix in CompletionCandidates.actions(words: words, prefix: prefix) })
        var action: String?

        @Flag(help: "Which page event.")
        var pageEvent: PageEvent?

        @OptionGroup var configs: ConfigOptions

        func validate() throws {
            if action != nil, pageEvent != nil {
                throw ValidationError("Give an action or --enter/--leave, not both.")
            }
        }

        func run() throws {
            try Self.resolve(className: className, action: action, pageEvent: pageEvent, configPaths: configs.paths)
        }

        /// Loads what the class needs, prints the answer; throws an exit code when there is none.
        /// A class argument pasted from code (`-[Class action:]`, `#selector(Class.action(_:))`)
        /// names both.
        static func resolve(className: String, action: String?, pageEvent: PageEvent?, configPaths: [String]) throws {
            let pasted = action == nil && pageEvent == nil ? PastedReference.parse(className) : nil
            let className = pasted?.className ?? className
            let set = try ConfigOptions.load(configPaths, only: ClassNameQuery(className))
            let answer = LookupAnswer.resolve(
                EventResolver(set.map), className: className, action: pasted?.action ?? action, pageEvent: pageEvent,
                otherClassNames: set.skippedClassNames)
            try Terminal.printAnswer(answer)
        }
    }
}
