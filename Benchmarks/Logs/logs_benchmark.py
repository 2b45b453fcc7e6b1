#!/usr/bin/env python3
"""The behaviour-log benchmark: `mapper logs annotate` on generated logs against DuckDB doing the
same parse and join in SQL (docs/recipes/logs-duckdb.sql), and against `grep -c` reading the
same bytes, the floor. Each is a whole process, best of N runs, taking turns within each round;
output goes to /dev/null for all three. Then a zip of many small logs against the same files in
a folder, in the same rounds: reading an archive must cost what reading its files costs, however
many entries it has. Prints Markdown tables with ✓/✗ against the targets and exits 1 when one is
missed.

    logs_benchmark.py --mapper PATH --generator PATH [--megabytes 600] [--runs 3] [--output FILE]
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile

DUCKDB_QUERY = """
import duckdb, sys
con = duckdb.connect()
con.execute(open(sys.argv[1]).read())
con.execute("COPY (SELECT * FROM annotated) TO '/dev/null' (FORMAT json)")
"""


def timed(command, cwd=None):
    """Seconds and peak resident memory (bytes) of one run of `command`."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise SystemExit("failed: %s" % " ".join(command))
    return elapsed, usage.ru_maxrss * 1024


def small_logs(work, count):
    """`count` small logs of one device each, as a folder and as one deflated zip of the same files."""
    folder = os.path.join(work, "small-%d" % count)
    archive = folder + ".zip"
    if not os.path.exists(archive):
        os.makedirs(folder, exist_ok=True)
        header = "iPhone,iPhone9,1,iPhone OS,10.3,%08d-7B30-471B-8D40-5D4E7D243369,2.1,210\n"
        body = "1,1473302682,HomeViewController,进入\n100,1473302690,UIButton|HomeViewController|onFavBtnPressed_UA:|0|{{0, 0}, {1, 1}}|x,点击\n" \
            "2,1473302702,HomeViewController,离开\n"
        with zipfile.ZipFile(archive + ".partial", "w", zipfile.ZIP_DEFLATED) as bundle:
            for number in range(count):
                name = "%05d.log" % number
                text = header % number + body * 5
                with open(os.path.join(folder, name), "w", encoding="utf-8") as handle:
                    handle.write(text)
                bundle.writestr("logs/" + name, text)
        os.rename(archive + ".partial", archive)
    return folder, archive


def zip_against_folder(mapper, config, work, runs, count=4000):
    """Lines for the table and the check: a zip of `count` entries against the same files in a folder."""
    folder, archive = small_logs(work, count)
    peers = {
        "folder of %d logs" % count: [mapper, "logs", "report", folder, "--config", config],
        "zip of the same %d logs" % count: [mapper, "logs", "report", archive, "--config", config],
    }
    best = {name: float("inf") for name in peers}
    for _ in range(runs):
        for name, command in peers.items():
            best[name] = min(best[name], timed(command, cwd=work)[0])
    folder_time, zip_time = best.values()
    ratio = zip_time / folder_time
    lines = ["| %s | %.0f ms |" % (name, seconds * 1000) for name, seconds in best.items()]
    return lines, ("report of a zip ÷ of a folder, %d entries" % count, ratio, "≤ 1.5", ratio <= 1.5)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mapper", required=True)
    parser.add_argument("--generator", required=True)
    parser.add_argument("--megabytes", type=int, default=600)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--output")
    options, _ = parser.parse_known_args()  # what event-map-bench takes besides --runs is not ours
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    mapper = os.path.abspath(options.mapper)
    config = os.path.join(root, "Configs")
    recipe = os.path.join(root, "docs", "recipes", "logs-duckdb.sql")

    work = os.path.join(tempfile.gettempdir(), "event-map-bench", "logs-%dmb" % options.megabytes)
    logs = os.path.join(work, "logs")
    listing = os.path.join(work, "listing.csv")
    if not os.path.isdir(logs):
        os.makedirs(work, exist_ok=True)
        with open(listing, "w") as handle:
            subprocess.run([mapper, "list", "--config", config, "--format", "csv"], stdout=handle, check=True)
        subprocess.run([options.generator, logs + ".partial", "--listing", listing, "--megabytes", str(options.megabytes),
                        "--files", str(max(1, options.megabytes // 10)), "--seed", "1"], check=True)
        os.rename(logs + ".partial", logs)
    files = sorted(os.path.join(logs, name) for name in os.listdir(logs))
    size = sum(os.path.getsize(path) for path in files)

    peers = {
        "mapper logs annotate": [mapper, "logs", "annotate", logs, "--config", config],
        "DuckDB (SQL recipe)": [sys.executable, "-c", DUCKDB_QUERY, recipe],
        "grep -c ','": ["sh", "-c", "grep -c , \"$@\" | cat > /dev/null", "grep"] + files,
    }
    best = {name: (float("inf"), 0) for name in peers}
    for _ in range(options.runs):
        for name, command in peers.items():
            seconds, memory = timed(command, cwd=work)
            if seconds < best[name][0]:
                best[name] = (seconds, memory)
            else:
                best[name] = (best[name][0], max(best[name][1], memory))
    zip_lines, zip_check = zip_against_folder(mapper, config, work, options.runs)
    annotate, duckdb, grep = (best[name][0] for name in peers)
    memory = best["mapper logs annotate"][1]
    checks = [
        ("annotate ÷ DuckDB", annotate / duckdb, "≤ 0.20", annotate / duckdb <= 0.20),
        ("annotate ÷ grep -c", annotate / grep, "≤ 4", annotate / grep <= 4),
        ("annotate peak memory", memory / 2**20, "< 100 MB", memory < 100 * 2**20),
        zip_check,
    ]
    lines = [
        "## Behaviour logs (%d files, %.0f MB, sample config; %d cores; best of %d)" % (len(files), size / 1e6, os.cpu_count(), options.runs),
        "",
        "| what | time | MB/s | peak memory |",
        "|---|---|---|---|",
    ]
    for name in peers:
        seconds, peak = best[name]
        lines.append("| %s | %.0f ms | %.0f | %.0f MB |" % (name, seconds * 1000, size / 1e6 / seconds, peak / 2**20))
    lines += ["", "| many small logs: `mapper logs report` | time |", "|---|---|"] + zip_lines
    lines += ["", "| target | measured | bound | |", "|---|---|---|---|"]
    for name, value, bound, met in checks:
        unit = " MB" if "memory" in name else "×"
        lines.append("| %s | %.2f%s | %s | %s |" % (name, value, unit, bound, "✓" if met else "✗"))
    text = "\n".join(lines) + "\n"
    print(text)
    if options.output:
        with open(options.output, "a") as handle:
            handle.write("\n" + text)
    sys.exit(0 if all(met for *_, met in checks) else 1)


if __name__ == "__main__":
    main()
