import Hummingbird

/// The page: HTML, CSS and plain JavaScript compiled into the binary, with no network access
/// and no build step. Every name from a config reaches the page as JSON and is inserted as text.
enum EditorPage {
    static func add(to router: Router<some RequestContext>) {
        router.get("/") { _, _ in EditorResponse.bytes(Array(html.utf8), contentType: "text/html; charset=utf-8") }
        router.get("/editor.css") { _, _ in EditorResponse.bytes(Array(style.utf8), contentType: "text/css; charset=utf-8") }
        router.get("/overview.js") { _, _ in EditorResponse.bytes(Array(overviewScript.utf8), contentType: "text/javascript; charset=utf-8") }
        router.get("/draft.js") { _, _ in EditorResponse.bytes(Array(draftScript.utf8), contentType: "text/javascript; charset=utf-8") }
    }

    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Event map editor</title>
        <link rel="icon" href="data:,">
        <link rel="stylesheet" href="/editor.css">
        <script src="/overview.js" defer></script>
        <script src="/draft.js" defer></script>
        </head>
        <body>
        <header>
          <h1>Event map editor</h1>
          <p id="totals" aria-live="polite">Loading…</p>
          <nav aria-label="Tools">
            <button type="button" id="new-page-button">Add a page</button>
            <button type="button" id="rename-button">Rename an event ID</button>
            <button type="button" id="export-button">Export CSV</button>
            <label class="file-button">Import CSV <input type="file" id="import-file" accept=".csv,text/csv"></label>
          </nav>
        </header>
        <div id="alerts" role="alert"></div>
        <main>
          <section id="overview" aria-labelledby="overview-title">
            <h2 id="overview-title">Pages</h2>
            <ul id="outside-pages" class="problems" aria-label="Problems outside every page" hidden></ul>
            <form id="search-form" role="search">
              <label for="search">Search classes, actions, event IDs and files</label>
              <input type="search" id="search" autocomplete="off" placeholder="HomeViewController, onFav, CTRL_EVENT_…">
              <label for="filter">Show</label>
              <select id="filter">
                <option value="all">every page</option>
                <option value="problems">pages with problems</option>
                <option value="untracked">pages with untracked tagged actions</option>
                <option value="unconfigured">screens not tracked</option>
              </select>
            </form>
            <table id="pages">
              <caption class="visually-hidden">Pages of the config set</caption>
              <thead><tr><th scope="col">Class</th><th scope="col">Enter</th><th scope="col">Leave</th><th scope="col">Actions</th><th scope="col">Status</th></tr></thead>
              <tbody></tbody>
            </table>
            <p id="paging"><button type="button" id="previous">Previous</button> <span id="range"></span> <button type="button" id="next">Next</button></p>
          </section>
          <section id="detail" aria-labelledby="detail-title" hidden>
            <h2 id="detail-title"></h2>
            <p id="detail-where"></p>
            <div id="detail-problems"></div>
            <form id="page-events-form" class="edit">
              <fieldset>
                <legend>Page events</legend>
                <label for="enter-id">Enter (page appears)</label>
                <input id="enter-id" name="Enter" autocomplete="off" spellcheck="false">
                <label for="leave-id">Leave (page disappears)</label>
                <input id="leave-id" name="Leave" autocomplete="off" spellcheck="false">
                <label for="page-file" class="new-only">Config file</label>
                <select id="page-file" class="new-only"></select>
                <button type="submit">Keep these page events</button>
                <p class="live" aria-live="polite"></p>
              </fieldset>
            </form>
            <h3>Actions</h3>
            <table id="controls">
              <thead><tr><th scope="col">Action</th><th scope="col">Event ID</th><th scope="col">In code</th><th scope="col"><span class="visually-hidden">Changes</span></th></tr></thead>
              <tbody></tbody>
            </table>
            <div id="untracked"></div>
            <section id="descriptions" aria-labelledby="descriptions-title">
              <h3 id="descriptions-title">What these events mean</h3>
              <p class="hint">Saved at once to the descriptions file beside the configs, apart from My changes.</p>
              <ul></ul>
            </section>
            <form id="control-form" class="edit">
              <fieldset>
                <legend>Map an action</legend>
                <label for="control-action">Action</label>
                <input id="control-action" list="declared-actions" autocomplete="off" spellcheck="false" placeholder="onFavBtnPressed:">
                <datalist id="declared-actions"></datalist>
                <label for="control-id">Event ID</label>
                <input id="control-id" autocomplete="off" spellcheck="false" placeholder="CTRL_EVENT_…">
                <button type="submit">Add to my changes</button>
                <p class="live" aria-live="polite"></p>
              </fieldset>
            </form>
            <button type="button" id="remove-page">Remove this page from the config</button>
          </section>
        </main>
        <dialog id="new-page-dialog" aria-labelledby="new-page-title">
          <form method="dialog" id="new-page-form">
            <h2 id="new-page-title">Add a page</h2>
            <label for="new-class">Class, as the app names it</label>
            <input id="new-class" list="classes" required autocomplete="off" spellcheck="false">
            <datalist id="classes"></datalist>
            <button type="submit" value="open">Open</button> <button type="submit" value="cancel" formnovalidate>Cancel</button>
          </form>
        </dialog>
        <dialog id="rename-dialog" aria-labelledby="rename-title">
          <form method="dialog" id="rename-form">
            <h2 id="rename-title">Rename an event ID everywhere</h2>
            <label for="rename-from">Event ID</label>
            <input id="rename-from" required autocomplete="off" spellcheck="false">
            <label for="rename-to">New event ID</label>
            <input id="rename-to" required autocomplete="off" spellcheck="false">
            <p class="hint">To rename many at once, put one * in both: PAGE_EVENT_NOTIF_* to PAGE_EVENT_NOTIFICATION_* renames every ID that starts with PAGE_EVENT_NOTIF_.</p>
            <p class="live" aria-live="polite"></p>
            <button type="submit" value="rename">Add to my changes</button> <button type="submit" value="cancel" formnovalidate>Cancel</button>
          </form>
        </dialog>
        <aside id="draft" aria-labelledby="draft-title">
          <h2 id="draft-title">My changes</h2>
          <p id="draft-empty">No changes yet. Edits you make are checked here before anything is saved.</p>
          <ol id="draft-steps"></ol>
          <div id="draft-check" aria-live="polite"></div>
          <section id="review" aria-labelledby="review-title" hidden>
            <h3 id="review-title">Review</h3>
            <ul id="review-changes"></ul>
            <details><summary>The files as they will change</summary><pre id="review-diff"></pre></details>
            <form id="save-form">
              <label><input type="checkbox" id="commit-toggle"> Also commit the saved files to a git branch</label>
              <div id="commit-fields" hidden>
                <label for="commit-branch">Branch</label>
                <input id="commit-branch" autocomplete="off" spellcheck="false" placeholder="tracking/home-favourites">
                <label for="commit-message">Commit message (required)</label>
                <input id="commit-message" autocomplete="off" placeholder="What the change is for">
              </div>
              <label id="force-label" hidden><input type="checkbox" id="force"> Save although the change brings errors</label>
              <button type="submit" id="save-button">Save</button>
            </form>
          </section>
          <button type="button" id="review-button" disabled>Review and save</button>
          <button type="button" id="discard-button" disabled>Discard my changes</button>
        </aside>
        </body>
        </html>
        """#
}
