#!/usr/bin/env python3
"""Opens `mapper logs report --format html` in headless Chromium and checks the page a browser
renders: no console error or blocked load, and every number the page marks with `data-metric`
is the JSON report's. Keeps a screenshot.

    check_report_html.py <mapper> <logs> <screenshot.png>      (from the repository's root)
"""
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


def number(text):
    return float(text.replace(",", "").rstrip("%"))


def main(mapper, logs, screenshot):
    work = Path(tempfile.mkdtemp())
    page, data = work / "report.html", work / "report.json"
    for fmt, out in (("html", page), ("json", data)):
        subprocess.run([mapper, "logs", "report", logs, "--config", "Configs", "--format", fmt, "-o", str(out)], check=True,
                       stderr=subprocess.DEVNULL)
    report = json.loads(data.read_text())
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
    unmapped = [number(m["text"]) for m in texts("unmapped-count")]
    assert unmapped == [u["count"] for u in report["unmapped"]][:len(unmapped)], unmapped
    subprocess.run(CHROMIUM + ["--window-size=1000,1500", "--screenshot=" + str(Path(screenshot).resolve()), url], check=True,
                   capture_output=True, timeout=120)
    assert Path(screenshot).stat().st_size > 10000, "the screenshot is empty"
    print("the report renders in Chromium with the JSON report's numbers (%d marked); screenshot: %s" % (len(metrics), screenshot))


if __name__ == "__main__":
    main(*sys.argv[1:4])
