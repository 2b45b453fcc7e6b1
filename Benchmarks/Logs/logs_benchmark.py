#!/usr/bin/env python3
"""The behaviour-log benchmark: `mapper logs annotate` on generated logs against DuckDB doing the
same parse and join in SQL (docs/recipes/logs-duckdb.sql), and against `grep -c` reading the
same bytes, the floor — with the sample config, and again with a generated 10,000 × 20 one and
logs made from it. Each is a whole process, best of N runs, taking turns within each round;
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


def generated_logs(mapper, generator, work, config, megabytes):
    """The logs folder for `config` in `work`: `megabytes` of logs made from its listing (kept
    across runs), with the listing beside it as `listing.csv`, which the DuckDB recipe reads."""
    logs = os.path.join(work, "logs")
    listing = os.path.join(work, "listing.csv")
    if not os.path.isdir(logs):
        os.makedirs(work, exist_ok=True)
        with open(listing, "w") as handle:
            subprocess.run([mapper, "list", "--config", config, "--format", "csv"], stdout=handle, check=True)
        subprocess.run([generator, logs + ".partial", "--listing", listing, "--megabytes", str(megabytes),
                        "--files", str(max(1, megabytes // 10)), "--seed", "1"], check=True)
        os.rename(logs + ".partial", logs)
    return logs


def large_config(work, pages, actions):
    """A generated config of `pages` pages × `actions` actions, as the editor's benchmark makes it.
    It is made in a child process: Linux keeps a process's peak memory across `exec`, so every
    process this one starts afterwards would report the memory the generation took here."""
    folder = os.path.join(work, "config-%dx%d" % (pages, actions))
    if not os.path.isdir(folder):
        editor = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Editor")
        make = "import sys; sys.path.insert(0, sys.argv[1]); from editor_benchmark import generate; generate(sys.argv[2], %d, %d)"
        subprocess.run([sys.executable, "-c", make % (pages, actions), editor, folder + ".partial"], check=True)
        os.rename(folder + ".partial", folder)
    return os.path.join(folder, "configs")


def annotate_against_peers(mapper, config, logs, recipe, runs):
    """Best time (and the peak memory of the runs) of annotate, DuckDB and grep on `logs`,
    taking turns within each round, and the checks against the targets."""
    work = os.path.dirname(logs)
    files = sorted(os.path.join(logs, name) for name in os.listdir(logs))
    peers = {
        "mapper logs annotate": [mapper, "logs", "annotate", logs, "--config", config],
        "DuckDB (SQL recipe)": [sys.executable, "-c", DUCKDB_QUERY, recipe],
        "grep -c ','": ["sh", "-c", "grep -c , \"$@\" | cat > /dev/null", "grep"] + files,
    }
    best = {name: (float("inf"), 0) for name in peers}
    for _ in range(runs):
        for name, command in peers.items():
            seconds, memory = timed(command, cwd=work)
            if seconds < best[name][0]:
                best[name] = (seconds, memory)
            else:
                best[name] = (best[name][0], max(best[name][1], memory))
    annotate, duckdb, grep = (best[name][0] for name in peers)
    memory = best["mapper logs annotate"][1]
    checks = [
        ("annotate ÷ DuckDB", annotate / duckdb, "≤ 0.20", annotate / duckdb <= 0.20),
        ("annotate ÷ grep -c", annotate / grep, "≤ 4", annotate / grep <= 4),
        ("annotate peak memory", memory / 2**20, "< 100 MB", memory < 100 * 2**20),
    ]
    return files, best, checks


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
    recipe = os.path.join(root, "docs", "recipes", "logs-duckdb.sql")
    bench = os.path.join(tempfile.gettempdir(), "event-map-bench")

    # The sample config, and a generated 10,000 × 20 one: a real app's size, whose lookups miss
    # the processor's caches.
    sample = os.path.join(root, "Configs")
    sample_work = os.path.join(bench, "logs-%dmb" % options.megabytes)
    large = large_config(bench, 10000, 20)
    large_work = os.path.join(bench, "logs-%dmb-10000x20" % options.megabytes)
    cases = [("sample config", sample, generated_logs(mapper, options.generator, sample_work, sample, options.megabytes)),
             ("10,000 × 20 config", large, generated_logs(mapper, options.generator, large_work, large, options.megabytes))]

    lines = []
    checks = []
    for label, config, logs in cases:
        files, best, case_checks = annotate_against_peers(mapper, config, logs, recipe, options.runs)
        size = sum(os.path.getsize(path) for path in files)
        lines += [
            "## Behaviour logs (%d files, %.0f MB, %s; %d cores; best of %d)" % (len(files), size / 1e6, label, os.cpu_count(), options.runs),
            "",
            "| what | time | MB/s | peak memory |",
            "|---|---|---|---|",
        ]
        for name, (seconds, peak) in best.items():
            lines.append("| %s | %.0f ms | %.0f | %.0f MB |" % (name, seconds * 1000, size / 1e6 / seconds, peak / 2**20))
        lines.append("")
        checks += [("%s, %s" % (name, label), value, bound, met) for name, value, bound, met in case_checks]
    zip_lines, zip_check = zip_against_folder(mapper, sample, sample_work, options.runs)
    checks.append(zip_check)
    lines += ["| many small logs: `mapper logs report` | time |", "|---|---|"] + zip_lines
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
