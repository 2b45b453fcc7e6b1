#!/usr/bin/env python3
"""An independent reading of the behaviour-log format (docs/logs.md), to check `mapper logs`.

    reference_logs.py report <listing.csv> <log>...   prints the counts as JSON
    reference_logs.py generate <folder> --seed N       writes random logs, edge cases included

Written from the format's description, not from mapper's code: records split on the first two
and the last comma, control data on the first four bars and the frame's closing braces.
"""
import csv
import json
import random
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

NUMBER = re.compile(r"-?(0|[1-9][0-9]*)(\.[0-9]+)?$")
INTEGER = re.compile(r"-?[0-9]{1,18}$")


def load_listing(path):
    """(class, trigger) -> event ID, in the listing's order; and the unqualified index."""
    entries = {}
    with open(path, newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            entries.setdefault((row["class"], row["trigger"]), row["event_id"])
    return entries


def resolve(entries, class_name, trigger):
    if (class_name, trigger) in entries:
        return (class_name, trigger)
    classes = [c for c, _ in entries]
    if class_name in classes:
        return None
    if "." in class_name:
        short = class_name.rsplit(".", 1)[1]
        return (short, trigger) if (short, trigger) in entries else None
    owner = next((c for c in classes if "." in c and c.rsplit(".", 1)[1] == class_name), None)
    return (owner, trigger) if owner and (owner, trigger) in entries else None


def page_of(entries, class_name):
    """The configured class the hooks find for a page, whatever its trigger: `SampleApp.Home` and
    `Home` are one page when the config maps them to one; an unconfigured class is its own page."""
    classes = {c for c, _ in entries}
    if class_name in classes:
        return class_name
    if "." in class_name and class_name.rsplit(".", 1)[1] in classes:
        return class_name.rsplit(".", 1)[1]
    owner = next((c for c in sorted(classes) if "." in c and c.rsplit(".", 1)[1] == class_name), None)
    return owner or class_name


def parse_header(line):
    fields = line.split(",")
    if len(fields) < 7 or not fields[0] or fields[0].isdigit():
        return None
    uuid = fields[-3]
    if not uuid or " " in uuid or ",".join(fields[:-6]) == "":
        return None
    return {"uuid": uuid, "appVersion": fields[-2]}


def parse_record(line):
    """A dict for a record, or None when the line is malformed."""
    first = line.find(",")
    if first < 0 or not line[:first].isdigit() or not line[:first].isascii():
        return None
    if first > 3 or int(line[:first]) > 199:
        return None
    second = line.find(",", first + 1)
    last = line.rfind(",")
    if second < 0 or not NUMBER.match(line[first + 1:second]) or last <= second:
        return None
    code, time, data = int(line[:first]), line[first + 1:second], line[second + 1:last]
    record = {"type": code, "time": float(time)}
    if code in (1, 2, 3):
        if not data:
            return None
        record["class"] = data
    elif 100 <= code:
        parts = data.split("|", 4)
        if len(parts) < 5 or not parts[1] or not parts[2] or not INTEGER.match(parts[3]):
            return None
        frame_and_info = parts[4]
        close = frame_and_info.find("}}")
        if not frame_and_info.startswith("{{") or close < 0:
            return None
        after = frame_and_info[close + 2:]
        if after and not after.startswith("|"):
            return None
        record.update({"class": parts[1], "action": parts[2]})
    return record


def report(listing_path, paths):
    entries = load_listing(listing_path)
    totals = Counter()
    events = Counter()
    unmapped = Counter()
    versions = defaultdict(Counter)
    durations = defaultdict(list)
    # Page flow: each view (type 1) from the page viewed before it in the session; a file, a
    # device header and a launch (type 0) start a session.
    transitions = Counter()
    for path in paths:
        raw = Path(path).read_bytes()
        if not raw:
            continue
        text_lines = raw.split(b"\n")
        if raw.endswith(b"\n"):
            text_lines.pop()
        device = None
        open_pages = {}
        viewed = "(start)"
        for number, raw_line in enumerate(text_lines, 1):
            if raw_line.endswith(b"\r"):
                raw_line = raw_line[:-1]
            try:
                line = raw_line.decode("utf-8")
            except UnicodeDecodeError:
                totals["malformed"] += 1
                continue
            record = parse_record(line) if line else None
            if record is None:
                header = parse_header(line) if line else None
                if header:
                    device = header
                    open_pages = {}
                    viewed = "(start)"
                else:
                    totals["malformed"] += 1
                continue
            totals["records"] += 1
            version = device["appVersion"] if device else None
            versions[version]["records"] += 1
            code = record["type"]
            if code == 0:
                viewed = "(start)"
            elif code == 1:
                page = page_of(entries, record["class"])
                transitions["%s -> %s" % (viewed, page)] += 1
                viewed = page
            if code in (0,) or 4 <= code <= 99:
                totals["notMappable"] += 1
                continue
            trigger = record["action"] if code >= 100 else ("Leave" if code == 2 else "Enter")
            if code in (1, 2):
                page = page_of(entries, record["class"])
                if code == 1:
                    open_pages[page] = record["time"]
                elif page in open_pages and record["time"] >= open_pages[page]:
                    durations[page].append(round((record["time"] - open_pages.pop(page)) * 1000))
                else:
                    open_pages.pop(page, None)
            key = resolve(entries, record["class"], trigger)
            if key:
                totals["mapped"] += 1
                versions[version]["mapped"] += 1
                events["%s %s" % key] += 1
            else:
                totals["unmapped"] += 1
                versions[version]["unmapped"] += 1
                unmapped["%s %s" % (record["class"], trigger)] += 1
    medians = {}
    for page, values in durations.items():
        values.sort()
        medians[page] = values[max(1, -(-len(values) // 2)) - 1] / 1000
    return {
        "totals": dict(totals), "events": dict(events), "unmapped": dict(unmapped),
        "versions": {("(no header)" if v is None else v): dict(c) for v, c in versions.items()},
        "pairs": {p: len(v) for p, v in durations.items()}, "medians": medians, "transitions": dict(transitions),
    }


def generate(folder, seed, files=6, lines=3000):
    rng = random.Random(seed)
    classes = ["HomeViewController", "DetailViewController", "SettingsViewController", "SampleApp.HomeViewController",
               "NotificationSettingsViewController", "GhostViewController"]
    actions = ["onFavBtnPressed_UA:", "onShareBtnPressed:", "onLogoutBtnPressed_UA:", "onNotificationsSwitchChanged:",
               "onToggleAllSwitchChanged_UA:", "nothing:", "onShareBtnPressed"]
    infos = ["Share, now", "a|b|c", "", "收藏", 'Say "hi"', "x,y|z"]
    Path(folder).mkdir(parents=True, exist_ok=True)
    for index in range(files):
        end = "\r\n" if rng.random() < 0.3 else "\n"
        out = []
        if rng.random() < 0.85:
            out.append("Dev %d, x,iPhone9,1,iPhone OS,10.%d,UUID-%04d,%s,1" % (index, index, index, rng.choice(["1.0", "1.1", "2.0"])))
        time = 1473300000 + index * 1000
        for _ in range(lines):
            time += rng.randint(0, 40)
            stamp = str(time) + (".%d" % rng.randint(0, 99) if rng.random() < 0.2 else "")
            roll = rng.random()
            if roll < 0.3:
                page = rng.choice(classes)
                out.append("%d,%s,%s,进入%s" % (rng.choice([1, 1, 2, 2, 3]), stamp, page, page))
            elif roll < 0.9:
                frame = "{{%s, %d}, {%d, 44}}" % (rng.choice(["0", "-1.5", "12"]), rng.randint(0, 99), rng.randint(1, 99))
                out.append("%d,%s,UIButton|%s|%s|%d|%s|%s,UIButton点击事件" % (
                    rng.choice([100, 101, 105, 150]), stamp, rng.choice(classes), rng.choice(actions), rng.randint(-3, 9), frame, rng.choice(infos)))
            elif roll < 0.95:
                out.append("%d,%s,%s,launch" % (rng.choice([0, 7]), stamp, rng.choice(["", "data"])))
            else:
                out.append(rng.choice(["", "junk", "1,t,HomeViewController,x", "300,1,A,b", "100,1,UIButton|A,b",
                                       "100,1,UIButton|A|b:|q|{{0, 0}, {1, 1}}|i,r", "1,1,HomeViewController",
                                       "100,1,UIButton|A|b:|1|{0, 0}|i,r"]))
        text = end.join(out)
        if rng.random() < 0.7:
            text += end
        Path(folder, "device%02d.log" % index).write_bytes(text.encode("utf-8"))


if __name__ == "__main__":
    if sys.argv[1] == "report":
        print(json.dumps(report(sys.argv[2], sys.argv[3:]), sort_keys=True, indent=1))
    elif sys.argv[1] == "generate":
        generate(sys.argv[2], int(sys.argv[sys.argv.index("--seed") + 1]))
