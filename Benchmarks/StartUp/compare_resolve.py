"""Whole-process `mapper resolve` on the sample config, two builds in turn: whether a change made
the lookup's start-up slower (the editor must not: `mapper` links no HTTP server).

Usage: python3 Benchmarks/StartUp/compare_resolve.py BEFORE_MAPPER AFTER_MAPPER [--rounds 7] [--runs 40]

Both binaries run from a folder holding a copy of Configs/ and a .mapper.json naming it alone,
which builds of any age read. Each round times `runs` calls of each binary, in turn; the result
is each binary's best round median, in milliseconds.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--runs", type=int, default=40)
    arguments = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="resolve-ab-")
    shutil.copytree(os.path.join(ROOT, "Configs"), os.path.join(folder, "Configs"))
    with open(os.path.join(folder, ".mapper.json"), "w") as file:
        file.write('{"configs": ["Configs"]}\n')
    binaries = {"before": os.path.abspath(arguments.before), "after": os.path.abspath(arguments.after)}
    medians = {name: [] for name in binaries}
    try:
        for _ in range(arguments.rounds):
            for name, binary in binaries.items():
                times = []
                for _ in range(arguments.runs):
                    started = time.perf_counter()
                    result = subprocess.run([binary, "resolve", "HomeViewController", "onShareBtnPressed:"], cwd=folder, capture_output=True)
                    times.append((time.perf_counter() - started) * 1000)
                    if result.returncode != 0:
                        raise SystemExit(name + ": " + result.stderr.decode())
                medians[name].append(statistics.median(times))
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    best = {name: min(values) for name, values in medians.items()}
    for name in binaries:
        print("%-6s %.2f ms (round medians: %s)" % (name, best[name], ", ".join("%.2f" % value for value in medians[name])))
    print("after ÷ before: %.3f×" % (best["after"] / best["before"]))


if __name__ == "__main__":
    main()
