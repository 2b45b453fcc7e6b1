#!/usr/bin/env python3
"""Opens `mapper logs report --format html` in headless Chromium and checks the page a browser
renders: no console error or blocked load, every number the page marks with `data-metric` is
the JSON report's, every table holds the JSON report's rows with names in full, and each table's
CSV download holds what the table shows. The page is made with `--baseline` against an earlier
report changed on purpose, so that its comparison table is checked too. Keeps a screenshot.

    check_report_html.py <mapper> <logs> <screenshot.png>      (from the repository's root)
"""
import base64
import csv
import io
import json
import re
import subprocess
import sys
import tempfile
from html.parser import HTMLParser
from pathlib import Path

CHROMIUM = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--enable-logging=stderr", "--v=0"]


class Metrics(HTMLParser):
    """Each element with data-metric: its attributes and its text."""

    def __init__(self):
        super().__init__()
        self.found = []
        self.stack = []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if "data-metric" in attributes:
            self.found.append({"attrs": attributes, "text": ""})
            self.stack.append(len(self.found) - 1)
        else:
            self.stack.append(None)

    def handle_endtag(self, tag):
        if self.stack:
            self.stack.pop()

    def handle_data(self, data):
        for index in self.stack:
            if index is not None:
                self.found[index]["text"] += data


class Tables(HTMLParser):
    """Each table with data-table: its rows of cell texts, and its CSV link's decoded rows."""

    def __init__(self):
        super().__init__()
        self.tables = {}
        self.csv = {}
        self.current = None
        self.cell = None

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "table" and "data-table" in attributes:
            self.current = attributes["data-table"]
            self.tables[self.current] = []
        elif tag == "a" and "data-csv" in attributes:
            data = attributes["href"].split("base64,", 1)[1]
            text = base64.b64decode(data).decode("utf-8")
            self.csv[attributes["data-csv"]] = list(csv.reader(io.StringIO(text, newline="")))
        elif self.current and tag == "tr":
            self.tables[self.current].append([])
        elif self.current and tag in ("td", "th"):
            self.cell = ""

    def handle_endtag(self, tag):
        if tag == "table":
            self.current = None
        elif self.current and tag in ("td", "th") and self.cell is not None:
            self.tables[self.current][-1].append(self.cell)
            self.cell = None

    def handle_data(self, data):
        if self.cell is not None:
            self.cell += data


def unguarded(cell):
    """A CSV cell without the formula guard's leading quote."""
    return cell[1:] if cell.startswith("'") else cell


def number(text):
    return float(text.replace(",", "").rstrip("%"))


def main(mapper, logs, screenshot):
    with tempfile.TemporaryDirectory() as work:
        check(mapper, logs, screenshot, Path(work))


def check(mapper, logs, screenshot, work):
    page, data, earlier = work / "report.html", work / "report.json", work / "earlier.json"
    subprocess.run([mapper, "logs", "report", logs, "--config", "Configs", "--format", "json", "-o", str(earlier)], check=True,
                   stderr=subprocess.DEVNULL)
    # The earlier period: the busiest event had no records, and an interaction that no longer happens had some.
    before = json.loads(earlier.read_text())
    started = before["events"][0]
    started["count"] = 0
    before["unmapped"].append({"className": "GoneViewController", "trigger": "onGone:", "kind": "control", "count": 7})
    earlier.write_text(json.dumps(before))
    for fmt, out in (("html", page), ("json", data)):
        subprocess.run([mapper, "logs", "report", logs, "--config", "Configs", "--baseline", str(earlier), "--format", fmt, "-o", str(out)],
                       check=True, stderr=subprocess.DEVNULL)
    report = json.loads(data.read_text())
    assert [(c["eventID"], c["before"]) for c in report["baseline"]["started"]] == [(started["eventID"], 0)], report["baseline"]
    assert [(c["className"], c["before"], c["now"]) for c in report["baseline"]["stopped"]] == [("GoneViewController", 7, 0)]
    url = page.resolve().as_uri()
    rendered = subprocess.run(CHROMIUM + ["--dump-dom", url], check=True, capture_output=True, text=True, timeout=120)
    problems = [line for line in rendered.stderr.splitlines()
                if re.search(r"CONSOLE|Uncaught|Refused to|net::ERR_|Content Security Policy", line)]
    assert not problems, "the browser reported:\n" + "\n".join(problems)
    parser = Metrics()
    parser.feed(rendered.stdout)
    metrics = parser.found
    assert metrics, "the rendered page has no data-metric elements"

    def texts(name):
        return [m for m in metrics if m["attrs"]["data-metric"] == name]

    totals = report["totals"]
    for name in ("records", "mapped", "unmapped", "malformedLines"):
        shown = texts(name)
        assert len(shown) == 1 and number(shown[0]["text"]) == totals[name], (name, shown, totals[name])
    assert number(texts("coverage-seen")[0]["text"]) == report["coverage"]["seen"]
    assert number(texts("coverage-configured")[0]["text"]) == report["coverage"]["configured"]
    assert number(texts("coverage-percent")[0]["text"]) == report["coverage"]["percent"]
    counts = {e["eventID"]: e["count"] for e in report["events"]}
    bars = texts("event-count")
    assert bars, "no event bars"
    for bar in bars:
        assert number(bar["attrs"]["data-value"]) == counts[bar["attrs"]["data-label"]], bar
    versions = {"(no header)" if v["appVersion"] is None else v["appVersion"] or "(empty)": v["coverage"]["percent"] for v in report["versions"]}
    for bar in texts("version-coverage"):
        assert number(bar["attrs"]["data-value"]) == versions[bar["attrs"]["data-label"]], bar
    medians = {d["page"]: d["medianSeconds"] for d in report["dwell"]}
    for bar in texts("dwell-median"):
        assert float(bar["attrs"]["data-value"]) == medians[bar["attrs"]["data-label"]], bar
    views = {(t["from"], t["to"]): t["views"] for t in report["flow"]["transitions"]}
    links = texts("flow")
    assert links, "no page-flow links"
    for link in links:
        assert number(link["attrs"]["data-value"]) == views[(link["attrs"]["data-from"], link["attrs"]["data-to"])], link
    table_rows = check_tables(rendered.stdout, report)
    subprocess.run(CHROMIUM + ["--window-size=1000,1500", "--screenshot=" + str(Path(screenshot).resolve()), url], check=True,
                   capture_output=True, timeout=120)
    assert Path(screenshot).stat().st_size > 10000, "the screenshot is empty"
    print("the report renders in Chromium with the JSON report's numbers (%d marked) and tables (%d rows, each with its CSV); screenshot: %s"
          % (len(metrics), table_rows, screenshot))


def check_tables(html, report):
    """Every table holds the JSON report's rows, names in full; its CSV holds the same rows."""
    tables = Tables()
    tables.feed(html)
    checked = 0
    expected = {
        "events": [[e["eventID"], e["className"], e["trigger"], e["count"]] for e in report["events"] if e["count"] > 0],
        "never-seen": [[e["eventID"], e["className"], e["trigger"], e["location"]] for e in report["events"] if e["count"] == 0],
        "unmapped": [[u["className"], u["trigger"], u["count"]] for u in report["unmapped"]],
        "time-on-page": [[d["page"], d["pairs"]] for d in report["dwell"]],
        "versions": [[v["records"], v["mapped"], v["unmapped"]] for v in report["versions"]],
        "page-flow": [[t["from"], t["to"], t["views"]] for t in report["flow"]["transitions"]],
        "paths": [[" → ".join(p["pages"]), p["sessions"]] for p in report["flow"]["paths"]],
        "baseline": [["stopped", c["eventID"] or "(unmapped)", c["className"], c["trigger"], c["before"], c["now"]]
                     for c in report["baseline"]["stopped"]]
        + [["started", c["eventID"] or "(unmapped)", c["className"], c["trigger"], c["before"], c["now"]]
           for c in report["baseline"]["started"]],
    }
    # Where each expected field is in a table's row.
    columns = {"events": [0, 1, 2, 3], "never-seen": [0, 1, 2, 3], "unmapped": [0, 1, 2], "time-on-page": [0, 1], "versions": [1, 2, 3],
               "page-flow": [0, 1, 2], "paths": [0, 1],
               "baseline": [0, 1, 2, 3, 4, 5]}
    for name, rows in expected.items():
        if not rows:
            assert name not in tables.tables, "a table %s without rows" % name
            continue
        assert name in tables.tables, "no table " + name
        header, *shown = tables.tables[name]
        picked = [[number(row[i]) if isinstance(want, int) else row[i] for i, want in zip(columns[name], wanted)]
                  for row, wanted in zip(shown, rows)]
        assert picked == [list(r) for r in rows[:len(shown)]], (name, picked[:3], rows[:3])
        assert len(shown) == min(len(rows), 500), (name, len(shown), len(rows))
        exported = tables.csv[name]
        assert exported[0] == header, (name, exported[0], header)
        assert [[unguarded(c) for c in row] for row in exported[1:len(shown) + 1]] == shown, name
        assert len(exported) - 1 == len(rows), (name, len(exported) - 1, len(rows))
        checked += len(shown)
    return checked


if __name__ == "__main__":
    main(*sys.argv[1:4])
