import EventMapCore

/// The arguments of `mapper resolve` in its plain form, read without ArgumentParser:
/// `resolve <class> [<action>] [--enter|--leave] [--config <path>]…`, options before, between or
/// after the two values.
///
/// ArgumentParser builds its model of a command by reflection, and every generic type it meets
/// asks the runtime for protocol conformances, each a scan of every conformance record in the
/// binary (about 5,900, most of them Foundation's). A lookup is what scripts and people run many
/// times, so its plain form is read here. Whatever this does not accept exactly — help,
/// `--config=…`, `--`, a value that looks like an option, a repeated flag, a missing or extra
/// value, an action together with `--enter` — is left to ArgumentParser, which answers or
/// refuses it as it always has.
struct PlainResolveArguments: Equatable {
    var className: String
    var action: String?
    var pageEvent: PageEvent?
    var configPaths: [String] = []

    init(className: String, action: String? = nil, pageEvent: PageEvent? = nil, configPaths: [String] = []) {
        self.className = className
        self.action = action
        self.pageEvent = pageEvent
        self.configPaths = configPaths
    }

    /// The lookup `arguments` (without the program's name) ask for, or nil when they are not a
    /// plain `resolve`.
    init?(_ arguments: [String]) {
        guard arguments.first == "resolve" else { return nil }
        var values: [String] = []
        var pageEvent: PageEvent?
        var configPaths: [String] = []
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            switch argument {
            case "--enter", "--leave":
                guard pageEvent == nil else { return nil }
                pageEvent = argument == "--enter" ? .enter : .leave
            case "--config":
                guard let path = rest.popFirst(), !path.isEmpty, !path.hasPrefix("-") else { return nil }
                configPaths.append(path)
            default:
                guard !argument.isEmpty, !argument.hasPrefix("-"), values.count < 2 else { return nil }
                values.append(argument)
            }
        }
        guard let className = values.first, values.count == 1 || pageEvent == nil else { return nil }
        self.className = className
        self.action = values.count == 2 ? values[1] : nil
        self.pageEvent = pageEvent
        self.configPaths = configPaths
    }
}
