#!/usr/bin/env bash
# Builds a libFuzzer target with AddressSanitizer and fuzzes it.
#
#   bash Tests/Fuzz/run-fuzzer.sh [target] [seconds]   (works from any directory)
#   bash Tests/Fuzz/run-fuzzer.sh all [seconds]        (each target in turn, for seconds each)
#   bash Tests/Fuzz/run-fuzzer.sh --list               (the targets)
#
# The target defaults to PlistReaderFuzzer, seconds to 600; `run-fuzzer.sh 300` fuzzes the
# plist reader for five minutes, as it always did.
#
# Seeds come from Tests/Fixtures/FuzzCorpus/<target> and Tests/Fixtures/FuzzRegressions/<target>
# (the plist reader's: the files directly in those two folders); the growing corpus is kept in
# Tests/Fuzz/work/<target>/corpus, crashes and timeouts land in Tests/Fuzz/work/<target>/artifacts/
# (all ignored by git), the full libFuzzer log in Tests/Fuzz/work/<target>/fuzz-DATE.log. Exits
# non-zero when the run found a crash, timeout or OOM, or libFuzzer stopped before fuzzing.
#
# Minimize a finding and keep it where the target's replay test replays it:
#   SWIFT_BACKTRACE=enable=no Tests/Fuzz/.build/release/<target> \
#       -minimize_crash=1 -max_total_time=120 \
#       -exact_artifact_path=Tests/Fixtures/FuzzRegressions/<target>/WHAT-IT-SHOWS.ext \
#       Tests/Fuzz/work/<target>/artifacts/crash-...
set -euo pipefail

targets=(PlistReaderFuzzer EventMapDialectFuzzer LocatedJSONFuzzer CSVListingFuzzer LogLineFuzzer LogZipFuzzer
    InterfaceBuilderFuzzer ObjectiveCFuzzer ScanDocumentFuzzer)

# The dictionary of each target, in Tests/Fuzz.
dictionary() {
    case "$1" in
    PlistReaderFuzzer) echo plist.dict ;;
    EventMapDialectFuzzer) echo xml-dialect.dict ;;
    LocatedJSONFuzzer) echo located-json.dict ;;
    CSVListingFuzzer) echo csv-listing.dict ;;
    LogLineFuzzer) echo log-line.dict ;;
    LogZipFuzzer) echo log-zip.dict ;;
    InterfaceBuilderFuzzer) echo interface-builder.dict ;;
    ObjectiveCFuzzer) echo objective-c.dict ;;
    ScanDocumentFuzzer) echo scan-document.dict ;;
    *) return 1 ;;
    esac
}

usage() {
    echo "usage: $0 [target|all] [seconds]    targets: ${targets[*]}" >&2
    exit 2
}

target=PlistReaderFuzzer
if [[ $# -gt 0 && ! "$1" =~ ^[0-9]+$ ]]; then
    target="$1"
    shift
fi
if [[ "$target" == --list ]]; then
    printf '%s\n' "${targets[@]}"
    exit 0
fi
[[ $# -le 1 ]] || usage
seconds="${1:-600}"
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [ "$seconds" -lt 1 ]; then
    usage
fi

if [[ "$target" == all ]]; then
    failed=()
    for each in "${targets[@]}"; do
        echo "=== $each"
        bash "${BASH_SOURCE[0]}" "$each" "$seconds" || failed+=("$each")
    done
    if [[ ${#failed[@]} -gt 0 ]]; then
        echo "targets with findings or failures: ${failed[*]}"
        exit 1
    fi
    exit 0
fi
dict="$(dictionary "$target")" || usage

fuzz_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$fuzz_dir/../.." && pwd)"
cd "$root"

# SwiftPM turns the two --sanitize options into two -sanitize= driver flags, in no fixed
# order, and the Swift driver keeps only the LAST one: the Swift code came out either without
# coverage instrumentation (libFuzzer: "Is the code instrumented for coverage?") or without
# AddressSanitizer, from one build to the next. A final -Xswiftc flag naming both wins every
# time; the --sanitize options are still needed for linking the runtimes.
#
# EVENTMAPPER_FUZZING tells the root package's manifest to plan `mapper` without its build-tool
# plugin: SwiftPM would otherwise build the plugin's executables with these flags too, fail to
# link them beside libFuzzer's `main`, and try again on every build (25 minutes each).
export EVENTMAPPER_FUZZING=1
build=(swift build -c release --package-path Tests/Fuzz --product "$target"
    --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address)
"${build[@]}"
binary="$("${build[@]}" --show-bin-path)/$target"

work="Tests/Fuzz/work/$target"
mkdir -p "$work/corpus" "$work/artifacts"
# Seeds are copied in (never the other way round): libFuzzer adds what it finds to the first
# corpus directory, and the checked-in fixtures must stay as they are.
for seeds in Tests/Fixtures/FuzzCorpus Tests/Fixtures/FuzzRegressions; do
    if [[ "$target" != PlistReaderFuzzer ]]; then seeds="$seeds/$target"; fi
    [[ -d "$seeds" ]] || continue
    find "$seeds" -maxdepth 1 -type f ! -name .gitkeep -exec cp -p {} "$work/corpus/" \;
done

log="$work/fuzz-$(date +%Y%m%d-%H%M%S).log"
echo "fuzzing for ${seconds}s with $(find "$work/corpus" -type f | wc -l) corpus files; log: $log"

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
"$binary" "$work/corpus" \
    -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
    -max_total_time="$seconds" \
    -dict="Tests/Fuzz/$dict" \
    -artifact_prefix="$work/artifacts/" \
    -print_final_stats=1 \
    -rss_limit_mb=2048 \
    -timeout=10 \
    -max_len=65536 \
    >"$log" 2>&1 || status=$?

echo "== libFuzzer exited with status $status"
# In fork mode the last progress line of the parent is the run's total:
#   #EXECUTIONS: cov: C ft: F corp: N exec/s: R oom/timeout/crash: O/T/C time: Ss job: J
last="$(grep -E '^#[0-9]+: cov:' "$log" | tail -n 1 || true)"
if [[ -z "$last" ]]; then
    # libFuzzer stopped before fuzzing: a dictionary it cannot parse, a flag it does not know, a
    # target that dies at start-up (the search below shows its sanitizer's error).
    echo "error: no progress line in $log; libFuzzer stopped before fuzzing. Its last lines:" >&2
    tail -n 5 "$log" | sed 's/^/  /' >&2
    if [[ "$status" -eq 0 ]]; then status=1; fi
else
    echo "final stats: $last"
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
echo "corpus files in $work/corpus: $(find "$work/corpus" -type f | wc -l)"
echo "artifacts in $work/artifacts:"
find "$work/artifacts" -type f | sort | sed 's/^/  /'
# With -ignore_crashes libFuzzer itself exits 0 after findings; report them in the status.
findings="$(sed -n 's/.*oom\/timeout\/crash: \([0-9]*\)\/\([0-9]*\)\/\([0-9]*\).*/\1 \2 \3/p' <<<"$last")"
if [[ "$status" -eq 0 && -n "$findings" && "$findings" != "0 0 0" ]]; then
    echo "findings (oom timeout crash): $findings"
    status=1
fi
exit "$status"
