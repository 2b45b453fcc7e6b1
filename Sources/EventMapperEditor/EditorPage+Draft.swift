extension EditorPage {
    /// `draft.js`: my changes, checked while typing, reviewed and saved.
    static let draftScript = #"""
        "use strict";
        // My changes: the draft of steps, checked by the validator's rules on every change, reviewed
        // as mapper diff shows it, and saved (and committed) through the command line's edit path.

        const Draft = { steps: [], base: null, check: null, failedStep: null, stale: false };

        // What a rename makes of an ID: the new ID when it is the one renamed; with a pattern (one
        // "*" in each), the new pattern filled with what "*" matched, as mapper rename does.
        function renamedID(id, step) {
          const star = step.from.indexOf("*");
          if (star < 0 || step.from.indexOf("*", star + 1) >= 0) return id === step.from ? step.to : id;
          const prefix = step.from.slice(0, star), suffix = step.from.slice(star + 1);
          if (id.length < prefix.length + suffix.length || !id.startsWith(prefix) || !id.endsWith(suffix)) return id;
          const toStar = step.to.indexOf("*");
          if (toStar < 0) return id;
          return step.to.slice(0, toStar) + id.slice(prefix.length, id.length - suffix.length) + step.to.slice(toStar + 1);
        }

        function describeStep(step) {
          if (step.kind === "rename" && step.from.includes("*")) return "Rename every ID matching " + step.from + " to " + step.to;
          if (step.kind === "rename") return "Rename " + step.from + " to " + step.to + " everywhere";
          const what = step.action ? step.action : step.event ? step.event : "the whole page";
          if (step.kind === "unset") return step.class + ": remove " + what;
          return step.class + ": " + what + " records " + step.eventID;
        }

        // The page's values as the draft leaves them: the saved ones with this class's steps made.
        function effectivePage(page) {
          const events = {};
          for (const entry of page.pageEvents) events[entry.trigger] = entry.eventID;
          const controls = {};
          for (const entry of page.controls) controls[entry.trigger] = entry.eventID;
          for (const step of Draft.steps) {
            if (step.kind === "rename") {
              for (const key of Object.keys(events)) events[key] = renamedID(events[key], step);
              for (const key of Object.keys(controls)) controls[key] = renamedID(controls[key], step);
              continue;
            }
            if (step.class !== page.className) continue;
            const value = step.kind === "set" ? step.eventID : null;
            if (step.page) { for (const key of Object.keys(events)) delete events[key]; for (const key of Object.keys(controls)) delete controls[key]; }
            else if (step.event) { if (value) events[step.event] = value; else delete events[step.event]; }
            else if (step.action) { if (value) controls[step.action] = value; else delete controls[step.action]; }
          }
          return { events: events, controls: controls };
        }

        function addStep(step) {
          if (!Draft.steps.length) Draft.base = Editor.fingerprints;
          if (step.kind === "set" && Editor.page && !Editor.page.file && Editor.page.className === step.class) step.file = byId("page-file").value;
          Draft.steps.push(step);
          changed();
        }

        // A listing edited in a spreadsheet becomes the changes `mapper import` would make, added to
        // My changes, to be checked, reviewed and saved like any other.
        async function importListing(file) {
          const text = await file.text();
          try {
            const answer = await api("/api/import?" + new URLSearchParams({ name: file.name }).toString(),
              { method: "POST", body: text, headers: { "Content-Type": "text/csv" } });
            if (!answer.steps.length) { showAlert([file.name + ": nothing to change."], [], "notice"); return; }
            if (!Draft.steps.length) Draft.base = Editor.fingerprints;
            Draft.steps.push(...answer.steps);
            changed();
            showAlert([answer.steps.length + " changes from " + file.name + " are in My changes: review them, then save."], [], "notice");
          } catch (error) {
            showAlert(error.body.lines);
          }
        }

        function removeStep(index) {
          Draft.steps.splice(index, 1);
          changed();
        }

        function changed() {
          renderSteps();
          if (Editor.page) renderPage();
          byId("review").hidden = true;
          checkDraft();
        }

        function renderSteps() {
          const list = byId("draft-steps");
          list.replaceChildren();
          Draft.steps.forEach((step, index) => {
            const item = el("li", { class: Draft.failedStep && Draft.failedStep.index === index ? "failed" : "" }, describeStep(step), " ",
              el("button", { type: "button", onclick: () => removeStep(index), "aria-label": "Undo: " + describeStep(step) }, "Undo"));
            if (Draft.failedStep && Draft.failedStep.index === index) {
              for (const line of Draft.failedStep.lines) item.append(el("p", { class: "error" }, line));
            }
            list.append(item);
          });
          const empty = !Draft.steps.length;
          byId("draft-empty").hidden = !empty;
          byId("review-button").disabled = empty || Boolean(Draft.failedStep) || Draft.stale;
          byId("discard-button").disabled = empty;
        }

        // The check of `steps`; a step the edit path refuses is thrown as a request refusal is.
        async function checkSteps(steps) {
          const answer = await api("/api/check", { method: "POST", body: JSON.stringify({ steps: steps }) });
          if (answer.refused) {
            const failure = new Error(answer.lines[0]);
            failure.body = { kind: "step", step: answer.step, lines: answer.lines };
            throw failure;
          }
          return answer;
        }

        async function checkDraft() {
          const result = byId("draft-check");
          Draft.failedStep = null;
          Draft.check = null;
          if (!Draft.steps.length) { result.replaceChildren(); renderSteps(); return; }
          if (Draft.stale) { markStale(); return; }
          result.replaceChildren(el("p", {}, "Checking…"));
          try {
            Draft.check = await checkSteps(Draft.steps);
          } catch (error) {
            if (error.body.kind === "step") Draft.failedStep = { index: error.body.step, lines: error.body.lines };
            result.replaceChildren(...error.body.lines.map((line) => el("p", { class: "error" }, line)));
            renderSteps();
            return;
          }
          renderSteps();
          const check = Draft.check;
          const errors = check.introduced.filter((problem) => problem.severity === "error").length;
          const parts = [el("p", { class: errors ? "error" : "ok" },
            errors ? "This change brings " + errors + (errors === 1 ? " error." : " errors.") + " Fix it, or save anyway after reviewing."
              : check.introduced.length ? "This change brings warnings, no errors." : "Checked: this change brings no new problem.")];
          if (check.introduced.length) parts.push(el("h3", {}, "New problems"), el("ul", { class: "problems" }, ...check.introduced.map(problemItem)));
          if (check.resolved.length) parts.push(el("h3", {}, "Fixed by this change"), el("ul", { class: "problems resolved" }, ...check.resolved.map(problemItem)));
          parts.push(el("p", { class: "summary" }, "After the change: " + check.summary));
          result.replaceChildren(...parts);
        }

        // Checks a step before it is added, and shows what it would bring under its form.
        async function previewStep(step, live) {
          live.replaceChildren();
          let check;
          try {
            check = await checkSteps(Draft.steps.concat([step]));
          } catch (error) {
            live.replaceChildren(...error.body.lines.map((line) => el("span", { class: "error" }, line)));
            return;
          }
          const known = new Set((Draft.check ? Draft.check.introduced : []).map((problem) => problem.rule + problem.message));
          const fresh = check.introduced.filter((problem) => !known.has(problem.rule + problem.message));
          if (!fresh.length) { live.replaceChildren(el("span", { class: "ok" }, "✔ no problem")); return; }
          for (const problem of fresh) {
            const line = el("span", { class: problem.severity }, problem.severity + " [" + problem.rule + "]: " + problem.message);
            live.append(line);
            const meant = /did you mean '?([^'?]+)'?\?/.exec(problem.suggestion || "");
            if (meant) {
              live.append(" ", el("button", { type: "button", onclick: () => useSuggestion(live, meant[1]) }, "Use " + meant[1]));
            } else if (problem.suggestion) {
              live.append(el("span", { class: "suggestion" }, " — " + problem.suggestion));
            }
          }
        }

        function useSuggestion(live, value) {
          const form = live.closest("form");
          const target = form.id === "control-form" ? byId("control-action") : form.id === "rename-form" ? byId("rename-to") : null;
          if (target) { target.value = value; target.dispatchEvent(new Event("input")); }
        }

        function controlStep() {
          const action = byId("control-action").value.trim();
          const id = byId("control-id").value.trim();
          return action && id && Editor.page ? { kind: "set", class: Editor.page.className, action: action, eventID: id } : null;
        }

        function pageEventSteps() {
          const page = Editor.page;
          const view = effectivePage(page);
          const steps = [];
          for (const event of ["Enter", "Leave"]) {
            const value = byId(event === "Enter" ? "enter-id" : "leave-id").value.trim();
            // The field shows the ID as shown() writes it: unchanged, it is no change.
            const current = shown(view.events[event] || "");
            if (value === current) continue;
            steps.push(value ? { kind: "set", class: page.className, event: event, eventID: value } : { kind: "unset", class: page.className, event: event });
          }
          return steps;
        }

        async function renderReview() {
          let review;
          try {
            review = await api("/api/review", { method: "POST", body: JSON.stringify({ steps: Draft.steps }) });
          } catch (error) {
            showAlert(error.body.lines);
            return;
          }
          if (review.refused) { checkDraft(); return; }
          byId("review-changes").replaceChildren(...review.changes.map((change) => el("li", { class: change.kind }, change.text)));
          byId("review-diff").textContent = shown(review.diff);
          byId("force-label").hidden = !review.blocksSave;
          byId("force").checked = false;
          byId("review").hidden = false;
          byId("review-title").setAttribute("tabindex", "-1");
          byId("review-title").focus();
        }

        async function save(event) {
          event.preventDefault();
          const request = { steps: Draft.steps, fingerprints: Draft.base || Editor.fingerprints, force: byId("force").checked };
          if (byId("commit-toggle").checked) {
            request.commit = { branch: byId("commit-branch").value.trim(), message: byId("commit-message").value.trim() };
          }
          byId("save-button").disabled = true;
          try {
            const answer = await api("/api/save", { method: "POST", body: JSON.stringify(request) });
            const count = answer.saved.changes.length;
            const lines = ["Saved: " + count + (count === 1 ? " mapping change in " : " mapping changes in ") + answer.saved.changedFiles.join(", ") + "."];
            if (answer.commit) lines.push("Committed " + answer.commit.commit.slice(0, 12) + " on branch " + answer.commit.branch + (answer.commit.createdBranch ? " (new)." : "."));
            if (answer.commitError) lines.push("The files are saved, but not committed: " + answer.commitError);
            for (const note of answer.notes) lines.push(note);
            loadDescriptions();
            Draft.steps = [];
            Draft.base = null;
            changed();
            showAlert(lines, [], "notice");
            loadOverview();
            if (Editor.pageName) openPage(Editor.pageName);
          } catch (error) {
            const lines = error.body.lines;
            if (error.body.kind === "conflict") {
              markStale();
              showAlert(lines.concat(["Your changes are kept. Reload to check them against the new contents, then review and save again."]),
                [{ label: "Reload", run: reloadAfterConflict }]);
            } else {
              showAlert(lines);
            }
          } finally {
            byId("save-button").disabled = false;
          }
        }

        // A save refused because the files changed: the draft's check and review were made against the
        // old contents, so neither stands until the page reloads them.
        function markStale() {
          Draft.stale = true;
          byId("review").hidden = true;
          byId("draft-check").replaceChildren(el("p", { class: "error" }, "The files changed on disk: reload to check your changes against them. ",
            el("button", { type: "button", onclick: reloadAfterConflict }, "Reload")));
          renderSteps();
        }

        function reloadAfterConflict() {
          Draft.base = null;
          byId("force").checked = false;
          refreshAll();
          afterReload();
        }

        // After a conflict: the draft is checked, and must be reviewed, against the new contents, whose
        // values the review shows being replaced.
        async function afterReload() {
          await loadOverview();
          Draft.base = Editor.fingerprints;
          Draft.stale = false;
          changed();
        }

        function startDraft() {
          let timer = null;
          const later = (run) => { clearTimeout(timer); timer = setTimeout(run, 250); };
          for (const id of ["control-action", "control-id"]) {
            byId(id).addEventListener("input", () => later(() => {
              const step = controlStep();
              if (step) previewStep(step, document.querySelector("#control-form .live"));
            }));
          }
          for (const id of ["enter-id", "leave-id"]) {
            byId(id).addEventListener("input", () => later(() => {
              const steps = pageEventSteps();
              if (steps.length) previewStep(steps[steps.length - 1], document.querySelector("#page-events-form .live"));
            }));
          }
          byId("control-form").addEventListener("submit", (event) => {
            event.preventDefault();
            const step = controlStep();
            if (!step) { document.querySelector("#control-form .live").textContent = "Give the action and its event ID."; return; }
            addStep(step);
            byId("control-action").value = "";
            byId("control-id").value = "";
          });
          byId("page-events-form").addEventListener("submit", (event) => {
            event.preventDefault();
            for (const step of pageEventSteps()) addStep(step);
          });
          byId("remove-page").addEventListener("click", () => {
            if (confirm("Remove every event of " + Editor.page.className + " from the config?")) addStep({ kind: "unset", class: Editor.page.className, page: true });
          });
          byId("rename-button").addEventListener("click", () => { byId("rename-form").reset(); byId("rename-dialog").showModal(); });
          for (const id of ["rename-from", "rename-to"]) {
            byId(id).addEventListener("input", () => later(() => {
              const from = byId("rename-from").value.trim();
              const to = byId("rename-to").value.trim();
              if (from && to) previewStep({ kind: "rename", from: from, to: to }, document.querySelector("#rename-form .live"));
            }));
          }
          byId("rename-dialog").addEventListener("close", () => {
            const from = byId("rename-from").value.trim();
            const to = byId("rename-to").value.trim();
            if (byId("rename-dialog").returnValue === "rename" && from && to) addStep({ kind: "rename", from: from, to: to });
          });
          byId("review-button").addEventListener("click", renderReview);
          byId("discard-button").addEventListener("click", () => {
            if (confirm("Discard every change you have not saved?")) { Draft.steps = []; changed(); }
          });
          byId("import-file").addEventListener("change", (event) => {
            const file = event.target.files[0];
            event.target.value = "";
            if (file) importListing(file);
          });
          byId("commit-toggle").addEventListener("change", (event) => { byId("commit-fields").hidden = !event.target.checked; });
          byId("save-form").addEventListener("submit", save);
          window.addEventListener("beforeunload", (event) => {
            if (Draft.steps.length) { event.preventDefault(); event.returnValue = ""; }
          });
        }

        startOverview();
        if (Token.value) startDraft();
        """#
}
