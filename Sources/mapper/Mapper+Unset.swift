import EventMapCore
import ArgumentParser
import EventMapper
import EventMapperTools

extension Mapper {
    struct Unset: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "unset",
            abstract: "Remove an action's or a page event's event ID, or a whole page, editing the config in place.",
            usage: """
                mapper unset <class> <action>
                mapper unset <class> --enter|--leave
                mapper unset <class> --page
                """,
            discussion: """
                The entry's lines are removed and everything else stays byte for byte. Removing \
                the last action of ControlEventIDs (or the last page event of PageEventIDs) \
                removes that section too; the class's entry stays until removed with --page. \
                In the XML dialect the <page> element stays. With --dry-run, the change is \
                printed as a diff and nothing is written.

                Exit status: 0 removed (with --dry-run, would be removed); 1 nothing to remove (with a suggestion) or refused; \
                2 a config could not be read, written or parsed (an edit is checked against the \
                whole set), or another edit holds the lock; 64 wrong usage.
                """
        )

        @Argument(help: ArgumentHelp("The class, as NSStringFromClass names it.", valueName: "class"))
        var className: String

        @Argument(help: "The action selector (onFav: or onFav(_:)).")
        var action: String?

        @Flag(help: "Which page event.")
        var pageEvent: EditedPageEvent?

        @Flag(help: "Remove the class's whole entry.")
        var page = false

        @OptionGroup var options: EditOptions

        func validate() throws {
            if [action != nil, pageEvent != nil, page].filter({ $0 }).count != 1 {
                throw ValidationError("Give exactly one of: an action, --enter/--leave, --page.")
            }
            if let problem = edit.problem { throw ValidationError(problem) }
        }

        private var edit: ConfigEdit {
            let target: ConfigEdit.Target =
                if let action { .control(ActionSelector(action)) } else if let pageEvent { .pageEvent(pageEvent.pageEvent) } else { .page }
            return ConfigEdit(className: className, target: target, eventID: nil)
        }

        func run() throws {
            try options.perform(edit)
        }
    }
}
