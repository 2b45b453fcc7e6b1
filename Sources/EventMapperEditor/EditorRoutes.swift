import EventMapCore
import EventMapper
import EventMapperTools
import Foundation
import Hummingbird
import HTTPTypes

/// The editor's JSON API: each route reads the request, asks ``EditorState`` (which asks the
/// tools' workspace), and writes the answer. Every failure is an ``EditorRefusal``.
struct EditorRoutes: Sendable {
    let state: EditorState
    /// The largest request body read.
    static let bodyLimit = 1 << 20

    func add(to router: Router<some RequestContext>) {
        router.get("/api/overview") { request, _ in await answer { try await overview(request) } }
        router.get("/api/page") { request, _ in await answer { try await page(request) } }
        router.get("/api/vocabulary") { _, _ in await answer { try await vocabulary() } }
        router.post("/api/check") { request, _ in await answer { try await check(request, review: false) } }
        router.post("/api/review") { request, _ in await answer { try await check(request, review: true) } }
        router.post("/api/save") { request, _ in await answer { try await save(request) } }
        router.get("/api/export.csv") { _, _ in await answer { try await export() } }
        router.post("/api/import") { request, _ in await answer { try await importListing(request) } }
        router.get("/api/descriptions") { _, _ in await answer { try await descriptions() } }
        router.post("/api/descriptions") { request, _ in await answer { try await describe(request) } }
    }

    private func overview(_ request: Request) async throws(EditorRefusal) -> Response {
        let (snapshot, report, rows) = try await state.overview()
        let query = request.uri.queryParameters
        guard let filter = WorkspaceOverview.Filter(rawValue: query.get("filter") ?? "all") else {
            throw EditorRefusal(
                .badRequest,
                "unknown filter '\(query.get("filter") ?? "")'; one of \(WorkspaceOverview.Filter.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let overview = WorkspaceOverview(
            rows, query: query.get("q") ?? "", filter: filter, offset: query.get("offset").flatMap { Int($0) } ?? 0,
            limit: min(200, query.get("limit").flatMap { Int($0) } ?? 50))
        return EditorResponse.json(
            OverviewAnswer(overview: overview, fingerprints: snapshot.fingerprints, unparsed: Self.unparsed(snapshot, report)))
    }

    private func page(_ request: Request) async throws(EditorRefusal) -> Response {
        guard let name = request.uri.queryParameters.get("class"), !name.isEmpty else {
            throw EditorRefusal(.badRequest, "say which class: /api/page?class=<name>")
        }
        let (snapshot, report) = try await state.current()
        let workspace = state.workspace
        guard let page = WorkspacePage(name, snapshot: snapshot, report: report, code: workspace.code, tag: workspace.selection.settings.tag)
        else {
            throw EditorRefusal(.notFound, "'\(name)' is neither configured nor declared in the code")
        }
        return EditorResponse.json(page)
    }

    private func vocabulary() async throws(EditorRefusal) -> Response {
        let (snapshot, _) = try await state.current()
        let workspace = state.workspace
        return EditorResponse.json(WorkspaceVocabulary(snapshot, code: workspace.code, settings: workspace.selection.settings))
    }

    /// A draft checked: on the model while typing (with its times as `Server-Timing`), or
    /// through the edit path for the review, with the files' text as it will change.
    private func check(_ request: Request, review: Bool) async throws(EditorRefusal) -> Response {
        let clock = ContinuousClock()
        let start = clock.now
        let draft = try await Self.draft(request)
        let check: DraftCheck
        do {
            check = try await state.check(try draft.draftSteps(), force: draft.force ?? false, review: review, wholeSet: draft.wholeSet ?? false)
        } catch  where error.kind == "step" {
            // A step the edit path refuses is what the check found, not a failed request: the
            // page shows it under the step, as it shows a finding.
            return EditorResponse.json(StepRefusal(step: error.step ?? 0, lines: error.lines))
        }
        var response = EditorResponse.json(CheckAnswer(check))
        if let timings = check.timings {
            // The rules' description says how much of the set they re-checked.
            let scope = timings.recheckedPages.map { #";desc="\#($0) page\#($0 == 1 ? "" : "s")""# } ?? #";desc="whole set""#
            let parts = [("draft", timings.draft, ""), ("rules", timings.rules, scope), ("check", clock.now - start, "")]
            response.headers[HTTPField.Name("Server-Timing")!] = parts.map { "\($0.0);dur=\(Self.milliseconds($0.1))\($0.2)" }.joined(separator: ", ")
        }
        return response
    }

    private static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.2f", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }

    private func save(_ request: Request) async throws(EditorRefusal) -> Response {
        let draft = try await Self.draft(request)
        guard let fingerprints = draft.fingerprints else {
            throw EditorRefusal(.badRequest, "a save names the fingerprints of the files its draft started from")
        }
        let saved = try await state.save(try draft.draftSteps(), fingerprints: fingerprints, force: draft.force ?? false, commit: draft.commit)
        return EditorResponse.json(SaveAnswer(saved))
    }

    private func export() async throws(EditorRefusal) -> Response {
        let (snapshot, _) = try await state.current()
        guard snapshot.set.isComplete else {
            throw EditorRefusal(.conflict, kind: "unparsed", lines: ["a config does not parse; fix it before exporting the listing"])
        }
        let text = ListingFormat.csv.render(EventResolver(snapshot.set.map).pages.flatMap(MappingRow.rows))
        var response = EditorResponse.bytes(Array(text.utf8), contentType: "text/csv; charset=utf-8")
        response.headers[.contentDisposition] = "attachment; filename=\"event-map.csv\""
        return response
    }

    /// A listing edited in a spreadsheet, turned into the steps `mapper import` would make.
    private func importListing(_ request: Request) async throws(EditorRefusal) -> Response {
        guard request.headers[.contentType]?.hasPrefix("text/csv") == true else {
            throw EditorRefusal(.unsupportedMediaType, "send the listing as text/csv")
        }
        let body = try await Self.body(of: request)
        let name = request.uri.queryParameters.get("name").map { "\($0)" } ?? "listing.csv"
        let steps = try await state.importSteps(Array(body.readableBytesView), named: name)
        return EditorResponse.json(ImportAnswer(steps: steps.map(DraftRequest.Step.init)))
    }

    private func descriptions() async throws(EditorRefusal) -> Response {
        do {
            return EditorResponse.json(DescriptionsAnswer(file: state.workspace.descriptionsPath, descriptions: try state.workspace.descriptions()))
        } catch {
            throw EditorRefusal(.serviceUnavailable, kind: "unreadable", lines: [error.description])
        }
    }

    private func describe(_ request: Request) async throws(EditorRefusal) -> Response {
        let described = try await Self.decoded(DescriptionRequest.self, from: request)
        let entry = EventDescriptions.Entry(description: described.description, owner: described.owner)
        let descriptions = try await state.describe(described.eventID, as: entry, replacing: described.previous)
        return EditorResponse.json(DescriptionsAnswer(file: state.workspace.descriptionsPath, descriptions: descriptions))
    }

    /// The request's draft.
    private static func draft(_ request: Request) async throws(EditorRefusal) -> DraftRequest {
        try await decoded(DraftRequest.self, from: request)
    }

    /// The request's JSON body, of at most ``bodyLimit`` bytes.
    private static func decoded<Value: Decodable>(_ type: Value.Type, from request: Request) async throws(EditorRefusal) -> Value {
        guard request.headers[.contentType]?.hasPrefix("application/json") == true else {
            throw EditorRefusal(.unsupportedMediaType, "send the request as application/json")
        }
        let body = try await body(of: request)
        do {
            return try JSONDecoder().decode(Value.self, from: Data(body.readableBytesView))
        } catch {
            throw EditorRefusal(.badRequest, "the request is not in the editor's JSON form: \(error)")
        }
    }

    /// The request's body, of at most ``bodyLimit`` bytes.
    private static func body(of request: Request) async throws(EditorRefusal) -> ByteBuffer {
        do {
            return try await request.body.collect(upTo: bodyLimit)
        } catch {
            throw EditorRefusal(.contentTooLarge, "the request is larger than \(bodyLimit / 1024) KiB; send a smaller one")
        }
    }

    /// The files that do not parse, each with its errors.
    private static func unparsed(_ snapshot: ConfigSetSnapshot, _ report: ValidationReport) -> [UnparsedFile] {
        snapshot.set.unparsedFiles.map { file in
            UnparsedFile(
                file: file, problems: report.findings.filter { $0.location.file == file && $0.severity == .error }.map(WorkspacePage.Problem.init))
        }
    }
}

/// Runs a route, turning a refusal into its answer. Routes throw nothing else; should one,
/// the page is told so rather than shown a bare server error.
private func answer(_ body: () async throws -> Response) async -> Response {
    do {
        return try await body()
    } catch let refusal as EditorRefusal {
        return refusal.response()
    } catch {
        return EditorRefusal(.serviceUnavailable, "the editor could not answer: \(error)").response()
    }
}
