#!/usr/bin/env bash
# Builds the PlistReader libFuzzer target with AddressSanitizer and fuzzes it.
#
#   bash Tests/Fuzz/run-fuzzer.sh [seconds]      (default 600; works from any directory)
#
# Seeds come from Tests/Fixtures/FuzzCorpus and Tests/Fixtures/FuzzRegressions; the growing
# corpus is kept in Tests/Fuzz/work/corpus, crashes and timeouts land in
# Tests/Fuzz/work/artifacts/ (both ignored by git), the full libFuzzer log in
# Tests/Fuzz/work/fuzz-DATE.log. Exits non-zero when the run found a crash, timeout or OOM.
#
# Minimize a finding and keep it where FuzzCorpusReplayTests replays it:
#   SWIFT_BACKTRACE=enable=no Tests/Fuzz/.build/release/PlistReaderFuzzer \
#       -minimize_crash=1 -max_total_time=120 \
#       -exact_artifact_path=Tests/Fixtures/FuzzRegressions/WHAT-IT-SHOWS.plist \
#       Tests/Fuzz/work/artifacts/crash-...
set -euo pipefail

seconds="${1:-600}"
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [ "$seconds" -lt 1 ]; then
    echo "usage: $0 [seconds]" >&2
    exit 2
fi

fuzz_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$fuzz_dir/../.." && pwd)"
cd "$root"

# SwiftPM turns the two --sanitize options into two -sanitize= driver flags, in no fixed
# order, and the Swift driver keeps only the LAST one: the Swift code came out either without
# coverage instrumentation (libFuzzer: "Is the code instrumented for coverage?") or without
# AddressSanitizer, from one build to the next. A final -Xswiftc flag naming both wins every
# time; the --sanitize options are still needed for linking the runtimes.
build=(swift build -c release --package-path Tests/Fuzz --product PlistReaderFuzzer
    --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address)
"${build[@]}"
binary="$("${build[@]}" --show-bin-path)/PlistReaderFuzzer"

mkdir -p Tests/Fuzz/work/corpus Tests/Fuzz/work/artifacts
# Seeds are copied in (never the other way round): libFuzzer adds what it finds to the first
# corpus directory, and the checked-in fixtures must stay as they are.
for seeds in Tests/Fixtures/FuzzCorpus Tests/Fixtures/FuzzRegressions; do
    find "$seeds" -maxdepth 1 -type f ! -name .gitkeep -exec cp -p {} Tests/Fuzz/work/corpus/ \;
done

log="Tests/Fuzz/work/fuzz-$(date +%Y%m%d-%H%M%S).log"
echo "fuzzing for ${seconds}s with $(find Tests/Fuzz/work/corpus -type f | wc -l) corpus files; log: $log"

# Refuse to "fuzz" blind: an uninstrumented build reports no coverage counters.
probe="$(SWIFT_BACKTRACE=enable=no "$binary" -runs=0 2>&1 || true)"
if [[ "$probe" != *"inline 8-bit counters"* ]]; then
    echo "error: $binary has no coverage instrumentation" >&2
    exit 1
fi

# Swift's own crash backtracer reads memory that AddressSanitizer guards and can stall; let
# libFuzzer's deadly-signal handler print the stack instead.
export SWIFT_BACKTRACE=enable=no
# One worker only (-fork=1): the machine's other core belongs to other people. With -fork a
# crash, timeout or OOM is recorded and fuzzing goes on (-ignore_*), so one run can find several.
status=0
"$binary" Tests/Fuzz/work/corpus \
    -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
    -max_total_time="$seconds" \
    -dict=Tests/Fuzz/plist.dict \
    -artifact_prefix=Tests/Fuzz/work/artifacts/ \
    -print_final_stats=1 \
    -rss_limit_mb=2048 \
    -timeout=10 \
    -max_len=65536 \
    >"$log" 2>&1 || status=$?

echo "== libFuzzer exited with status $status"
# In fork mode the last progress line of the parent is the run's total:
#   #EXECUTIONS: cov: C ft: F corp: N exec/s: R oom/timeout/crash: O/T/C time: Ss job: J
last="$(grep -E '^#[0-9]+: cov:' "$log" | tail -n 1 || true)"
echo "final stats: ${last:-none (no progress line in $log)}"
if [[ -n "$last" ]]; then
    awk '{
        for (i = 1; i <= NF; i++) {
            if ($i ~ /^#[0-9]+:$/) { gsub(/[#:]/, "", $i); printf "  executions:          %s\n", $i }
            else if ($i == "cov:") printf "  coverage (edges):    %s\n", $(i + 1)
            else if ($i == "ft:") printf "  features:            %s\n", $(i + 1)
            else if ($i == "corp:") printf "  corpus:              %s\n", $(i + 1)
            else if ($i == "exec/s:") printf "  exec/s:              %s\n", $(i + 1)
            else if ($i == "oom/timeout/crash:") printf "  oom/timeout/crash:   %s\n", $(i + 1)
            else if ($i == "time:") printf "  time:                %s\n", $(i + 1)
        }
    }' <<<"$last"
fi
grep -E '^(INFO: fuzzed for|INFO: exiting|CRASH:|TIMEOUT:|OOM:|.*Fatal error:|==[0-9]+== ?ERROR:)' "$log" || true
echo "corpus files in Tests/Fuzz/work/corpus: $(find Tests/Fuzz/work/corpus -type f | wc -l)"
echo "artifacts in Tests/Fuzz/work/artifacts:"
find Tests/Fuzz/work/artifacts -type f | sort | sed 's/^/  /'
# With -ignore_crashes libFuzzer itself exits 0 after findings; report them in the status.
findings="$(sed -n 's/.*oom\/timeout\/crash: \([0-9]*\)\/\([0-9]*\)\/\([0-9]*\).*/\1 \2 \3/p' <<<"$last")"
if [[ "$status" -eq 0 && -n "$findings" && "$findings" != "0 0 0" ]]; then
    echo "findings (oom timeout crash): $findings"
    status=1
fi
exit "$status"
