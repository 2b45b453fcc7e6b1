import EventMapCore
import ArgumentParser
import EventMapper
import EventMapperTools

extension Mapper {
    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set",
            abstract: "Give an action or a page event an event ID, editing the config in place.",
            usage: """
                mapper set <class> <action> <event-id>
                mapper set <class> --enter|--leave <event-id>
                """,
            discussion: """
                Edits the config that configures the class (matched as resolve matches it); a \
                class not configured yet goes to --file, or to the only config. Everything \
                outside the edited entry stays byte for byte; a new entry is placed and indented \
                like its neighbours. The result is re-read and checked before it atomically \
                replaces the file, under a lock: a second edit of the same file at the same \
                time is refused.

                Refused unless --force: an ID another event already records, a class that \
                would be configured twice, an entry that already has problems. Setting the \
                value it already has changes nothing. A class that is not configured but is one \
                edit away from one that is (HomeViewControler) is refused as a typo unless \
                --new-class. A new action that the project's registry or sources do not declare \
                is set with a warning, which suggests the declared action meant; so is an ID \
                that does not match the project's eventIDPattern.

                A new config file is made with --file and --create, where the set will read \
                it (below one of its folders, or named in 'configs'); its folder must exist.

                With --dry-run, the change is printed as a diff and nothing is written; the \
                checks and the exit status are those of the real edit.

                Exit status: 0 set (or already set; with --dry-run, would be set); 1 refused; 2 a config could not be read, \
                written or parsed (an edit is checked against the whole set), or another edit \
                holds the lock; 64 wrong usage.
                """
        )

        @Argument(help: ArgumentHelp("The class, as NSStringFromClass names it.", valueName: "class"))
        var className: String

        @Argument(
            help: ArgumentHelp(
                "The action selector (onFav: or onFav(_:)) and the event ID; with --enter/--leave, the event ID only.", valueName: "action> <event-id"
            ))
        var values: [String] = []

        @Flag(help: "Which page event.")
        var pageEvent: EditedPageEvent?

        @Flag(help: "Configure a class that is not configured yet even when its name is one edit away from a configured class.")
        var newClass = false

        @Flag(help: "Make the --file config when it does not exist yet, as a new config of the set.")
        var create = false

        @OptionGroup var options: EditOptions

        func validate() throws {
            if pageEvent != nil, values.count != 1 { throw ValidationError("With --enter/--leave, give the class and the event ID.") }
            if pageEvent == nil, values.count != 2 {
                throw ValidationError("Give the class, the action and the event ID, or --enter/--leave and the event ID.")
            }
            if let problem = edit.problem { throw ValidationError(problem) }
            if create, options.file == nil { throw ValidationError("--create makes the --file config; name it with --file.") }
        }

        private var edit: ConfigEdit {
            let target: ConfigEdit.Target = pageEvent.map { .pageEvent($0.pageEvent) } ?? .control(ActionSelector(values.first ?? ""))
            return ConfigEdit(className: className, target: target, eventID: EventID(values.last ?? ""))
        }

        func run() throws {
            try options.perform(edit, newClass: newClass, create: create)
        }
    }
}
