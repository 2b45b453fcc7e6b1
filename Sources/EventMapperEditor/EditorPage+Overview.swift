extension EditorPage {
    /// `overview.js`: the list of pages, the search, and one page with its forms.
    static let overviewScript = #"""
        "use strict";
        // The list of pages, the search, and one page's details. Every name from a config is put on
        // the page as text (textContent, text nodes, attribute values), never as HTML.

        const Editor = {
          query: "", filter: "all", offset: 0, limit: 50,
          fingerprints: null, vocabulary: null, page: null, pageName: null, descriptions: {},
        };

        function el(tag, attributes, ...children) {
          const element = document.createElement(tag);
          for (const [name, value] of Object.entries(attributes || {})) {
            if (name === "class") element.className = value;
            else if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
            else element.setAttribute(name, value);
          }
          for (const child of children) {
            if (child !== null && child !== undefined) element.append(typeof child === "string" ? shown(child) : child);
          }
          return element;
        }

        // Text as mapper's other human-readable output writes it (docs/guarantees.md): control
        // characters other than tab and line feed, line and paragraph separators and the
        // bidirectional overrides and isolates as \u{…}, so that no name shows as another.
        function shown(text) {
          return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028-\u202e\u2066-\u2069]/g,
            (character) => "\\u{" + character.codePointAt(0).toString(16).toUpperCase() + "}");
        }

        function byId(id) { return document.getElementById(id); }

        // The launch's token: given in the printed address's fragment, which is never sent to a server,
        // kept for this tab only, and sent as a header with every request.
        const Token = { value: "" };
        function takeToken() {
          const given = new URLSearchParams(location.hash.slice(1)).get("token");
          if (given) {
            sessionStorage.setItem("mapper-edit-token", given);
            history.replaceState(null, "", location.pathname);
          }
          Token.value = sessionStorage.getItem("mapper-edit-token") || "";
        }
        takeToken();
        // The editor started again prints a new address: opened in this tab, it changes only the
        // fragment, and its token is taken up without a reload, so that the draft stays.
        window.addEventListener("hashchange", () => {
          const had = Token.value;
          takeToken();
          if (!had) location.reload();
          else if (Token.value !== had) refreshAll();
        });

        async function api(path, options) {
          const headers = Object.assign({ "Content-Type": "application/json", "X-Mapper-Token": Token.value }, (options || {}).headers || {});
          const request = Object.assign({ credentials: "omit" }, options || {}, { headers: headers });
          let response;
          try {
            response = await fetch(path, request);
          } catch (error) {
            const failure = new Error("The editor does not answer. Is mapper edit still running? Start it again and open the address it prints.");
            failure.body = { lines: [failure.message], kind: "offline" };
            throw failure;
          }
          const type = response.headers.get("Content-Type") || "";
          const body = type.includes("json") ? await response.json() : { error: await response.text() };
          if (!response.ok) {
            const failure = new Error(body.error || response.statusText);
            failure.body = body.lines ? body : { lines: [failure.message], kind: "refused" };
            failure.status = response.status;
            throw failure;
          }
          return body;
        }

        function showAlert(lines, actions, kind) {
          const box = byId("alerts");
          box.replaceChildren();
          if (!lines || !lines.length) return;
          const panel = el("div", { class: kind || "alert" });
          for (const line of lines) panel.append(el("p", {}, line));
          for (const action of actions || []) panel.append(el("button", { type: "button", onclick: action.run }, action.label));
          panel.append(el("button", { type: "button", onclick: () => box.replaceChildren() }, "Dismiss"));
          box.append(panel);
        }

        function problemItem(problem) {
          const where = problem.file + ":" + problem.line + ":" + problem.column;
          const item = el("li", { class: problem.severity },
            el("span", { class: "severity" }, problem.severity), " ",
            el("code", {}, problem.rule), " ", problem.message,
            problem.suggestion ? el("span", { class: "suggestion" }, " — " + problem.suggestion) : null,
            el("span", { class: "where" }, " (" + where + ")"));
          return item;
        }

        async function loadOverview() {
          const parameters = new URLSearchParams({ q: Editor.query, filter: Editor.filter, offset: Editor.offset, limit: Editor.limit });
          let answer;
          try {
            answer = await api("/api/overview?" + parameters.toString());
          } catch (error) {
            showAlert(error.body.lines);
            return;
          }
          Editor.fingerprints = answer.fingerprints;
          const overview = answer.overview;
          const totals = overview.totals;
          const screens = totals.screensNotTracked === 1 ? "1 screen not tracked" : totals.screensNotTracked + " screens not tracked";
          const code = totals.codeChecked ? totals.tracked + " of " + totals.taggedActions + " tagged actions tracked, " + screens
            : "the code is not checked (no registry or sources in .mapper.json)";
          const plural = (count, word) => count + " " + word + (count === 1 ? "" : "s");
          byId("totals").textContent = plural(totals.pages, "page") + ", " + code + ", " + plural(totals.errors, "error") + ", " + plural(totals.warnings, "warning");
          // Problems no page's entry holds (an entry whose class name is not one): fixed in the file.
          const outside = byId("outside-pages");
          outside.replaceChildren(...overview.outsidePages.map(problemItem));
          outside.hidden = !overview.outsidePages.length;
          const body = document.querySelector("#pages tbody");
          body.replaceChildren();
          for (const row of overview.rows) body.append(overviewRow(row));
          if (!overview.rows.length) body.append(el("tr", {}, el("td", { colspan: "5" }, "No page matches.")));
          const last = overview.offset + overview.rows.length;
          byId("range").textContent = overview.matched ? (overview.offset + 1) + "–" + last + " of " + overview.matched : "0 of 0";
          byId("previous").disabled = overview.offset === 0;
          byId("next").disabled = last >= overview.matched;
          Editor.lastOffset = overview.offset;
          if (answer.unparsed.length) {
            const lines = [];
            for (const file of answer.unparsed) {
              lines.push(file.file + " does not parse, so its pages are not shown and nothing can be saved until it is fixed:");
              for (const problem of file.problems) lines.push(problem.file + ":" + problem.line + ":" + problem.column + ": " + problem.message + " [" + problem.rule + "]");
            }
            showAlert(lines, [{ label: "Reload", run: refreshAll }]);
          }
        }

        function overviewRow(row) {
          const status = [];
          if (!row.file) status.push("not tracked: no page entry");
          if (row.errors) status.push(row.errors + (row.errors === 1 ? " error" : " errors"));
          if (row.warnings) status.push(row.warnings + (row.warnings === 1 ? " warning" : " warnings"));
          if (row.untracked) status.push("✘ " + row.untracked + " untracked");
          if (row.missingInCode) status.push(row.missingInCode + " missing in code");
          if (!status.length) status.push("✔");
          const open = el("button", { type: "button", class: "link", onclick: () => openPage(row.className) }, row.className);
          return el("tr", { class: row.file ? "" : "unconfigured" },
            el("th", { scope: "row" }, open),
            el("td", {}, el("code", {}, row.enter || "—")),
            el("td", {}, el("code", {}, row.leave || "—")),
            el("td", {}, String(row.controls)),
            el("td", {}, status.join(", ")));
        }

        async function loadVocabulary() {
          try {
            Editor.vocabulary = await api("/api/vocabulary");
          } catch (error) {
            showAlert(error.body.lines);
            return;
          }
          const classes = byId("classes");
          classes.replaceChildren(...Editor.vocabulary.classes.map((name) => el("option", { value: name })));
          byId("page-file").replaceChildren(...Editor.vocabulary.files.map((file) => el("option", { value: file }, file)));
        }

        async function openPage(name) {
          Editor.pageName = name;
          try {
            Editor.page = await api("/api/page?" + new URLSearchParams({ class: name }).toString());
          } catch (error) {
            if (error.status !== 404) { showAlert(error.body.lines); return; }
            Editor.page = { className: name, file: null, line: null, pageEvents: [], controls: [], declaredActions: [], untracked: [], problems: [], inCode: false };
          }
          renderPage();
          byId("detail").hidden = false;
          byId("detail-title").focus();
        }

        function renderPage() {
          const page = Editor.page;
          const view = effectivePage(page);
          byId("detail-title").textContent = shown(page.className);
          byId("detail-title").setAttribute("tabindex", "-1");
          byId("detail-where").textContent = page.file ? "Configured in " + shown(page.file) + ", line " + page.line
            : "Not configured yet: set an Enter or Leave event or map an action to add it" + (page.inCode === false ? " (the code does not declare this class)" : "");
          const problems = byId("detail-problems");
          problems.replaceChildren();
          if (page.problems.length) problems.append(el("h3", {}, "Problems"), el("ul", { class: "problems" }, ...page.problems.map(problemItem)));
          byId("enter-id").value = shown(view.events.Enter || "");
          byId("leave-id").value = shown(view.events.Leave || "");
          for (const element of document.querySelectorAll(".new-only")) element.hidden = Boolean(page.file);
          const body = document.querySelector("#controls tbody");
          body.replaceChildren();
          for (const [action, id] of Object.entries(view.controls)) body.append(controlRow(page, action, id));
          if (!Object.keys(view.controls).length) body.append(el("tr", {}, el("td", { colspan: "4" }, "No action is mapped.")));
          byId("declared-actions").replaceChildren(...page.declaredActions.map((action) => el("option", { value: action })));
          const untracked = byId("untracked");
          untracked.replaceChildren();
          const waiting = page.untracked.filter((action) => !(action in view.controls));
          if (waiting.length) {
            untracked.append(el("h3", {}, "Tagged actions nobody tracks"));
            const list = el("ul");
            for (const action of waiting) {
              list.append(el("li", {}, el("code", {}, action), " ", el("button", { type: "button", onclick: () => prepareControl(action) }, "Track…")));
            }
            untracked.append(list);
          }
          renderDescriptions(view);
          byId("remove-page").hidden = !page.file;
          for (const live of document.querySelectorAll("#detail .live")) live.replaceChildren();
        }

        function controlRow(page, action, id) {
          const known = page.controls.find((control) => control.trigger === action);
          const inCode = known && known.inCode !== null ? (known.inCode ? "✔" : "✘ not in code") : (page.declaredActions.includes(action) ? "✔" : "?");
          const input = el("input", { "aria-label": "Event ID of " + action, autocomplete: "off", spellcheck: "false" });
          input.value = shown(id);
          return el("tr", {},
            el("th", { scope: "row" }, el("code", {}, action)),
            el("td", {}, input),
            el("td", {}, inCode),
            el("td", {},
              el("button", { type: "button", onclick: () => changeControl(page.className, action, input.value.trim(), shown(id)) }, "Change"), " ",
              el("button", { type: "button", onclick: () => addStep({ kind: "unset", class: page.className, action: action }) }, "Remove")));
        }

        // Each event ID of the page with what it means and who owns it, saved one by one.
        function renderDescriptions(view) {
          const ids = [...new Set(Object.values(view.events).concat(Object.values(view.controls)))];
          const list = document.querySelector("#descriptions ul");
          list.replaceChildren();
          byId("descriptions").hidden = !ids.length;
          for (const id of ids) {
            const known = Editor.descriptions[id] || {};
            const text = el("input", { "aria-label": "What " + id + " means", autocomplete: "off", placeholder: "what the event means" });
            text.value = known.description || "";
            const owner = el("input", { "aria-label": "Who owns " + id, autocomplete: "off", placeholder: "owner", class: "owner" });
            owner.value = known.owner || "";
            const said = el("span", { class: "live", "aria-live": "polite" });
            // What this form shows: the server refuses the change if the entry is no longer that.
            const shown = { description: text.value, owner: owner.value };
            const save = el("button", { type: "button", onclick: () => describe(id, text.value, owner.value, shown, said) }, "Save description");
            list.append(el("li", {}, el("code", {}, id), " ", text, " ", owner, " ", save, " ", said));
          }
        }

        async function describe(id, description, owner, shown, said) {
          try {
            const request = { eventID: id, description: description, owner: owner, previous: shown };
            const answer = await api("/api/descriptions", { method: "POST", body: JSON.stringify(request) });
            Editor.descriptions = answer.events;
            shown.description = description;
            shown.owner = owner;
            said.textContent = "✔ saved in " + answer.file;
          } catch (error) {
            said.textContent = error.body.lines.join(" ");
          }
        }

        async function loadDescriptions() {
          try {
            Editor.descriptions = (await api("/api/descriptions")).events;
          } catch (error) {
            showAlert(error.body.lines);
          }
        }

        function prepareControl(action) {
          byId("control-action").value = action;
          byId("control-id").focus();
        }

        function changeControl(className, action, value, current) {
          if (value === current) return;
          if (!value) addStep({ kind: "unset", class: className, action: action });
          else addStep({ kind: "set", class: className, action: action, eventID: value });
        }

        function refreshAll() {
          showAlert([]);
          loadOverview();
          loadVocabulary();
          if (Editor.pageName) openPage(Editor.pageName);
        }

        // The listing as a file: fetched with the token, then handed to the browser to save.
        async function exportListing() {
          try {
            const response = await fetch("/api/export.csv", { headers: { "X-Mapper-Token": Token.value } });
            if (!response.ok) { showAlert([(await response.json()).error]); return; }
            const link = el("a", { href: URL.createObjectURL(await response.blob()), download: "event-map.csv" });
            document.body.append(link);
            link.click();
            link.remove();
          } catch (error) {
            showAlert(["The listing could not be exported: the editor does not answer."]);
          }
        }

        function startOverview() {
          if (!Token.value) {
            showAlert(["Open this page with the address mapper edit printed: it holds the key for this launch of the editor."]);
            return;
          }
          byId("export-button").addEventListener("click", exportListing);
          let timer = null;
          byId("search").addEventListener("input", (event) => {
            clearTimeout(timer);
            timer = setTimeout(() => { Editor.query = event.target.value; Editor.offset = 0; loadOverview(); }, 200);
          });
          byId("search-form").addEventListener("submit", (event) => event.preventDefault());
          byId("filter").addEventListener("change", (event) => { Editor.filter = event.target.value; Editor.offset = 0; loadOverview(); });
          byId("previous").addEventListener("click", () => { Editor.offset = Math.max(0, Editor.lastOffset - Editor.limit); loadOverview(); });
          byId("next").addEventListener("click", () => { Editor.offset = Editor.lastOffset + Editor.limit; loadOverview(); });
          byId("new-page-button").addEventListener("click", () => { byId("new-class").value = ""; byId("new-page-dialog").showModal(); });
          byId("new-page-dialog").addEventListener("close", () => {
            const name = byId("new-class").value.trim();
            if (byId("new-page-dialog").returnValue === "open" && name) openPage(name);
          });
          loadOverview();
          loadVocabulary();
          loadDescriptions();
        }
        """#
}
