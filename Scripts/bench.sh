#!/usr/bin/env bash
# Benchmarks scenec in release mode and prints Markdown tables. Not part of CI.
#
#   bash Scripts/bench.sh            # 1,000, 10,000 and 100,000 pages, a 10 MB scene, swiftc on generated code
#   bash Scripts/bench.sh --quick    # 1,000 and 10,000 pages; swiftc on 100 and 1,000 pages
#   bash Scripts/bench.sh --cold     # only the cold start of the examples (about a minute after the builds)
#   bash Scripts/bench.sh --typecheck  # only swiftc -typecheck of generated code for 1,000 pages with arguments
#   bash Scripts/bench.sh --definition  # only reading the generated definition's page text (1,000 pages)
#   bash Scripts/bench.sh --restore  # only restoring saved navigation of 1,250 to 64,000 pushes (a minute)
#   bash Scripts/bench.sh --links    # only validate of links that no literal tells apart (the overlap check)
#   bash Scripts/bench.sh --memory   # only the peak RSS of validate at 100,000 pages, against its budget
#   bash Scripts/bench.sh --plugin-build  # only a clean `swift build` of examples/MusicApp (the plugin's first build)
#   bash Scripts/bench.sh --incremental   # only an app's build after a one-page edit of a 200-page scene (the plugin)
#   bash Scripts/bench.sh --preview  # only `scenec preview` of the examples (size, generation, first paint)
#
# Options: --no-swiftc skips the generated-code part. Environment: SCENEC_BENCH_SCRATCH (build and work
# directory, default .build-bench), SCENEC_BENCH_BINARY (measure this scenec instead of building one, for
# before/after comparisons), SCENEC_BENCH_BASE (a commit: --restore also measures that commit's runtime, and
# --links that commit's scenec, in the same run, for a before/after table), SCENEC_BENCH_BASELINE (with --memory:
# a second scenec measured in the same run, interleaved with the first), SCENEC_BENCH_BASELINE_REPO (with
# --plugin-build and --incremental: a second clone of scenec whose plugin is built the same way, before this one).
#
# What it measures, in one run on one machine:
# - scenes from Benchmarks/scenegen (deterministic, valid, no warnings; see its doc comment for the mix and
#   the test limits maxDepth 2 / maxStates 1000);
# - `yaml-parse`: libyaml's raw event parse of the same bytes (Benchmarks/yaml-parse/yaml-parse.c, only
#   yaml_parser_parse): the physical limit of the front end;
# - `scenec validate` (the full default pipeline, layout checks included), `scenec layout --all --format json`
#   (every state of the scene's one device) and `scenec generate --output DIR`;
# - instructions with `valgrind --tool=callgrind` (repeatable with SWIFT_DETERMINISTIC_HASHING=1, which this
#   script sets; the ratios use them) and the validate stages
#   (inclusive instructions of each stage's entry point); wall time (best of 5) and peak
#   RSS with /usr/bin/time, which only compare within one run;
# - a cold `scenec validate` of each example (process start to exit, best and median of 21), for the default build
#   and the --static-swift-stdlib build (Linux);
# - eight copies of the 10,000-page scene in one `validate`, against eight times one alone (best of 3);
# - swiftc on the generated code: type-check and -Onone compile of the setup code and of the layout tests,
#   the slowest function body and the expressions over 100 ms (-warn-long-expression-type-checking=100);
# - page arguments (issue 26): validate of the 10,000-page scene with the density of a real app (`scenegen --ids`)
#   and with three arguments on every page (`--arguments`), against the scene without; and the user CPU of
#   `swiftc -typecheck` on the setup code of `scenegen --chain 1000` with and without arguments.
# - `scenec preview` (issue 42: Music's page at most 1.5 MB and first paint at most 1 s in headless Chromium, size
#   linear in states x devices, generation at most 2x `layout --all --format json`): for each example the page's
#   bytes per state, the instructions of `preview` against `layout --all --format json`, and the first contentful
#   paint (best and median of 5) in headless Chromium.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
QUICK=0
SWIFTC=1
COLD_ONLY=0
TYPECHECK_ONLY=0
DEFINITION_ONLY=0
RESTORE_ONLY=0
LINKS_ONLY=0
MEMORY_ONLY=0
PLUGIN_ONLY=0
INCREMENTAL_ONLY=0
PREVIEW_ONLY=0
for arg in "$@"; do
    case "$arg" in
        --quick) QUICK=1 ;;
        --cold) COLD_ONLY=1 ;;
        --typecheck) TYPECHECK_ONLY=1 ;;
        --definition) DEFINITION_ONLY=1 ;;
        --restore) RESTORE_ONLY=1 ;;
        --links) LINKS_ONLY=1 ;;
        --memory) MEMORY_ONLY=1 ;;
        --plugin-build) PLUGIN_ONLY=1 ;;
        --incremental) INCREMENTAL_ONLY=1 ;;
        --preview) PREVIEW_ONLY=1 ;;
        --no-swiftc) SWIFTC=0 ;;
        -h | --help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "bench.sh: unknown option '$arg' (try --help)" >&2; exit 2 ;;
    esac
done
for tool in valgrind callgrind_annotate cc pkg-config swift; do
    command -v "$tool" >/dev/null || { echo "bench.sh: '$tool' is needed" >&2; exit 2; }
done
[ -x /usr/bin/time ] || { echo "bench.sh: /usr/bin/time is needed (apt-get install time)" >&2; exit 2; }

SCRATCH="${SCENEC_BENCH_SCRATCH:-$ROOT/.build-bench}"
WORK="$SCRATCH/bench"
mkdir -p "$WORK"
START=$(date +%s)
log() { echo "bench.sh: $*" >&2; }
# Swift seeds its hashing anew in each process, which moves the instructions of every hash table's probes: a
# 10,000-page `validate` varied by about 1 M instructions (0.1%) from run to run. With a fixed seed callgrind's
# counts repeat to within a few dozen instructions. scenec's output never depends on the seed.
export SWIFT_DETERMINISTIC_HASHING=1
# The total instructions of a callgrind output file.
callgrind_total() { awk '/^(summary|totals):/ { print $2; exit }' "$1"; }
# The pages of a scenegen scene (its page ids, two spaces in).
pages_of() { grep -c '^  [A-Za-z_][A-Za-z0-9_]*:$' "$1"; }

# MARK: - Restoring saved navigation

# Restoring saved navigation (scene format §10.4, issue 41): `Benchmarks/restore/main.swift`, compiled with -O
# together with the sources of ScenecRuntime (one module, as an app's optimized build inlines the runtime's
# generics), decodes the JSON of one tab's stack of N pushes (`item` pushing itself, each with a `String` argument)
# and restores it; best of RESTORE_RUNS (3) runs. Restoring must be linear and bounded: at most
# `SavedNavigation.maximumRestoredPages` (10,000) pages, the rest refused with one report entry. With
# SCENEC_BENCH_BASE the same program is built from that commit's runtime too, and both are measured in this run.
RESTORE_SIZES="1250 2500 5000 10000 20000 32000 64000"
restore_bench_build() {  # $1: a directory holding a Sources/ScenecRuntime, $2: the binary to write
    swiftc -O -wmo -module-name RestoreBench -o "$2" "$1"/Sources/ScenecRuntime/*.swift \
        "$ROOT/Benchmarks/restore/main.swift" >&2
}
restore_report() {
    local dir="$WORK/restore" base_out="" line pushes bytes decode restore pages entries base_restore
    rm -rf "$dir" && mkdir -p "$dir"
    log "building the restore benchmark"
    restore_bench_build "$ROOT" "$dir/restore-after"
    if [ -n "${SCENEC_BENCH_BASE:-}" ]; then
        mkdir -p "$dir/base"
        git -C "$ROOT" archive "$SCENEC_BENCH_BASE" Sources/ScenecRuntime | tar -x -C "$dir/base"
        restore_bench_build "$dir/base" "$dir/restore-base"
        # Interleaved by size, so that a change of the machine's speed falls on both.
        for pushes in $RESTORE_SIZES; do
            "$dir/restore-base" "$pushes" >>"$dir/base.txt"
            "$dir/restore-after" "$pushes" >>"$dir/after.txt"
            log "restore $pushes pushes: base $(tail -1 "$dir/base.txt"), after $(tail -1 "$dir/after.txt")"
        done
    else
        # shellcheck disable=SC2086
        "$dir/restore-after" $RESTORE_SIZES >"$dir/after.txt"
    fi
    echo "### Restoring saved navigation: one tab's stack of N pushes, from JSON (best of ${RESTORE_RUNS:-3}; wall ms)"
    echo
    if [ -n "${SCENEC_BENCH_BASE:-}" ]; then
        echo "| pushes | JSON KB | decode ms | restore ms, $SCENEC_BENCH_BASE | restore ms, this tree | pages restored | report entries |"
        echo "|---:|---:|---:|---:|---:|---:|---:|"
    else
        echo "| pushes | JSON KB | decode ms | restore ms | pages restored | report entries |"
        echo "|---:|---:|---:|---:|---:|---:|"
    fi
    while read -r pushes bytes decode restore pages entries; do
        if [ -n "${SCENEC_BENCH_BASE:-}" ]; then
            base_restore=$(awk -v n="$pushes" '$1 == n { print $4 }' "$dir/base.txt")
            echo "| $pushes | $((bytes / 1000)) | $decode | $base_restore | $restore | $pages | $entries |"
        else
            echo "| $pushes | $((bytes / 1000)) | $decode | $restore | $pages | $entries |"
        fi
    done <"$dir/after.txt"
}
if [ "$RESTORE_ONLY" = 1 ]; then
    echo
    restore_report
    exit 0
fi

# MARK: - Build

if [ -n "${SCENEC_BENCH_BINARY:-}" ]; then
    SCENEC="$SCENEC_BENCH_BINARY"
elif [ "$PLUGIN_ONLY" = 1 ] || [ "$INCREMENTAL_ONLY" = 1 ]; then
    SCENEC=""
else
    log "building scenec (release)"
    (cd "$ROOT" && swift build -c release --product scenec --scratch-path "$SCRATCH" >&2)
    SCENEC="$SCRATCH/release/scenec"
fi
# Timestamps in nanoseconds read from bash's $EPOCHREALTIME, so taking one forks no process: `$(date +%s%N)`
# added the start of a subshell and of `date`, 1.3 to 1.9 ms, to every timed run (and so to a cold start).
# Use as `now_ns t0` (sets t0), never inside `$(...)`.
now_ns() { local t=$EPOCHREALTIME; printf -v "$1" '%s' "$(( 10#${t/./} * 1000 ))"; }

# MARK: - Cold start

# Cold start: process start to exit of `validate` on each example, for the default build and, on Linux, the build
# with the Swift libraries linked in (README.md, "Install"), which loads and binds no Swift library at start. Beside
# them, the floor: a Swift program that prints one line (no Foundation, no argument parsing), built the same two
# ways. The runs are interleaved, 21 rounds of every binary on every example, so that this virtual machine's
# changes of speed during the run (up to 2x between days, and within minutes) fall on all of them alike; each
# median is the 11th of its 21 runs. Instructions (callgrind) repeat exactly; walls compare only within one run.
COLD_ROWS=()
cold_start_all() {
    local static="" hello="$WORK/hello" binary example key t0 t1 round ir sorted
    if [ -z "${SCENEC_BENCH_BINARY:-}" ] && [ "$(uname -s)" = Linux ]; then
        log "building scenec (release, --static-swift-stdlib)"
        (cd "$ROOT" && swift build -c release --static-swift-stdlib --product scenec --scratch-path "$SCRATCH/static" >&2)
        static="$SCRATCH/static/release/scenec"
    fi
    echo 'print("hello")' >"$WORK/hello.swift"
    swiftc -O "$WORK/hello.swift" -o "$hello" >&2
    [ "$(uname -s)" != Linux ] || swiftc -O -static-stdlib "$WORK/hello.swift" -o "$hello-static" >&2
    local -a subjects=("default|$SCENEC")
    [ -z "$static" ] || subjects+=("static|$static")
    local -A runs=()
    for round in $(seq 21); do
        for example in "$ROOT"/examples/*.scene.yaml; do
            for subject in "${subjects[@]}"; do
                binary=${subject#*|}
                now_ns t0
                "$binary" validate "$example" >/dev/null 2>&1
                now_ns t1
                key="${subject%%|*}|$(basename "$example")"
                runs[$key]+="$(( (t1 - t0) / 1000 )) "
            done
        done
        for binary in "$hello" "$hello-static"; do
            [ -x "$binary" ] || continue
            now_ns t0
            "$binary" >/dev/null
            now_ns t1
            runs["hello|$(basename "$binary")"]+="$(( (t1 - t0) / 1000 )) "
        done
    done
    cold_row() { # $1 build, $2 what, $3 key, $4 the command under callgrind
        valgrind --tool=callgrind --callgrind-out-file="$WORK/cold.out" "${@:4}" >/dev/null 2>&1
        ir=$(callgrind_total "$WORK/cold.out")
        # shellcheck disable=SC2086
        sorted=($(printf '%s\n' ${runs[$3]} | sort -n))
        COLD_ROWS+=("| $1 | $2 | $(awk -v i="$ir" 'BEGIN { printf "%.1f M", i / 1e6 }') |\
 $(awk -v u="${sorted[0]}" 'BEGIN { printf "%.1f", u / 1000 }') | $(awk -v u="${sorted[10]}" 'BEGIN { printf "%.1f", u / 1000 }') |")
    }
    for subject in "${subjects[@]}"; do
        for example in "$ROOT"/examples/*.scene.yaml; do
            cold_row "${subject%%|*}" "validate $(basename "$example")" "${subject%%|*}|$(basename "$example")" \
                "${subject#*|}" validate "$example"
        done
    done
    cold_row default "hello (Swift floor)" "hello|hello" "$hello"
    [ ! -x "$hello-static" ] || cold_row static "hello (Swift floor)" "hello|hello-static" "$hello-static"
}
cold_report() {
    echo "### Cold start: \`scenec validate EXAMPLE\` (process start to exit, 21 interleaved runs; target median at most 10 ms)"
    echo
    echo "| build | run | instructions | best ms | median ms |"
    echo "|---|---|---:|---:|---:|"
    printf '%s\n' "${COLD_ROWS[@]}"
}
# The modules the generated code imports, built from their sources (as an app would link them): the runtime, and
# ScenecUIKit with its plans, its platform module and (off Apple platforms) the UIKit stand-in.
MODULES="$WORK/runtime"
build_modules() {
    [ -z "${MODULES_BUILT:-}" ] || return 0
    rm -rf "$MODULES" && mkdir -p "$MODULES"
    local ui_modules=(ScenecRuntime ScenecUIPlans ScenecUIKitPlatform ScenecUIKit) module
    [ "$(uname)" = Darwin ] || ui_modules=(ScenecRuntime ScenecUIKitStandIn ScenecUIPlans ScenecUIKitPlatform ScenecUIKit)
    for module in "${ui_modules[@]}"; do
        swiftc -emit-module -module-name "$module" -parse-as-library -Onone -I "$MODULES" \
            -emit-module-path "$MODULES/$module.swiftmodule" "$ROOT"/Sources/"$module"/*.swift >&2
    done
    MODULES_BUILT=1
}

# Generated code with page arguments (issue 26: 1,000 pages type-check in at most 2 s; issue 43, item 10: at most
# 4 ms a page at `scenegen --ids` density and 6 ms with two arguments on every page): the setup code of `scenegen
# --chain 1000` (every page pushes the next two, every tenth presents one) with and without two arguments per page,
# and of `scenegen 1000 --ids` (the bench scene at a real app's density; its stack views in a module BenchKit). Each
# in one file (`generate --setup-files 1`, the setup code as it was before issue 43) and in the plugin's eight
# (`--setup-files 8`), type-checked by one `swiftc -typecheck -j 2` (the driver runs one frontend per file, two at a
# time; "on 2 cores" times each of those frontends alone and schedules them on two cores, see below; "batch mode" does
# the same for the frontends of `-enable-batch-mode -j 2`, as `swift build` compiles an app's target). The time is the best user CPU (/usr/bin/time, the frontends included: it depends less on the machine's load
# than the wall does, but still moves by 5-15% when other builds run) and the wall of that run, of TYPECHECK_RUNS
# (default 3) plain runs with no instrumentation: `-stats-output-dir`, `-debug-time-function-bodies` and
# `-warn-long-expression-type-checking` add about half again to the time (22 s against 15 s at 1,000 pages with
# arguments), so they come from one more, separate run of the one-file code: the constraint solver's scopes
# (Sema.NumConstraintScopes of the setup file: the same on every run, so the repeatable measure of a change), the
# slowest function body and the expressions over 50 ms.
# The user CPU seconds of each frontend job in the file $1 (a driver's `-###` lines), each run alone, one a line.
typecheck_jobs_alone() {
    local job
    while read -r job; do
        /usr/bin/time -f "%U" -o "$1.time" bash -c "$job" >/dev/null 2>&1
        tail -1 "$1.time"
    done <"$1"
}
# Milliseconds a page ($1 pages) on two cores for the job times $2…: each job, in order, on the first core to be free.
two_core_ms() {
    local pages="$1" job core1=0 core2=0
    shift
    for job in "$@"; do
        if awk -v a="$core1" -v b="$core2" 'BEGIN { exit !(a <= b) }'; then
            core1=$(awk -v a="$core1" -v j="$job" 'BEGIN { print a + j }')
        else
            core2=$(awk -v a="$core2" -v j="$job" 'BEGIN { print a + j }')
        fi
    done
    awk -v a="$core1" -v b="$core2" -v p="$pages" 'BEGIN { printf "%.1f", (a > b ? a : b) * 1000 / p }'
}
typecheck_report() {
    local dir="$WORK/typecheck" variant scene setup stubs user best wall slowest long scopes run runs files pages
    local flags=(-typecheck -swift-version 6 -module-name BenchApp -parse-as-library -j 2)
    runs="${TYPECHECK_RUNS:-3}"
    build_modules
    rm -rf "$dir" && mkdir -p "$dir"
    echo "### swiftc -typecheck of the setup code (best user CPU of $runs uninstrumented runs, with the wall of that run; targets: 4 ms a page at --ids, 6 ms with arguments)"
    echo
    echo "| setup code | files | lines | user CPU s (best) | ms a page | wall s | user CPU s (all runs) | on 2 cores: ms a page | batch mode, on 2 cores: ms a page | constraint scopes | slowest body ms | expressions > 50 ms |"
    echo "|---|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|"
    for variant in plain arguments ids; do
        scene="$dir/$variant.scene.yaml"
        case "$variant" in
            arguments) "$SCENEGEN" --chain 1000 --arguments >"$scene" ;;
            ids) "$SCENEGEN" 1000 --ids >"$scene" ;;
            *) "$SCENEGEN" --chain 1000 >"$scene" ;;
        esac
        pages=$(pages_of "$scene")
        local -a kit=()
        if grep -q 'BenchKit\.' "$scene"; then
            { echo "import ScenecUIKit"
              grep -o 'BenchKit\.[A-Za-z0-9]*' "$scene" | sort -u | sed 's/BenchKit\.\(.*\)/public final class \1: UIView {}/'
            } >"$dir/$variant-Kit.swift"
            (cd "$dir" && swiftc -emit-module -module-name BenchKit -parse-as-library -I "$MODULES" \
                -emit-module-path "$dir/BenchKit.swiftmodule" "$dir/$variant-Kit.swift" >&2)
            kit=(-I "$dir")
        fi
        for files in 1 8; do
            mkdir -p "$dir/$variant-$files"
            "$SCENEC" generate "$scene" --module BenchApp --only setup --setup-files "$files" \
                --output "$dir/$variant-$files" >/dev/null 2>&1
            stubs="$dir/$variant-$files/Stubs.txt"
            { echo "import ScenecUIKit"
              grep -o 'BenchApp\.[A-Za-z0-9]*' "$scene" | sort -u | sed 's/BenchApp\.\(.*\)/public final class \1: UIViewController {}/'
            } >"$stubs"
            mv "$stubs" "${stubs%.txt}.swift"
            local -a sources=("$dir/$variant-$files"/*.swift)
            setup="$dir/$variant-$files/BenchScene.swift"
            # The time: uninstrumented runs, best of them.
            user="" best="" wall=""
            for run in $(seq "$runs"); do
                /usr/bin/time -f "%U %S %e" -o "$dir/$variant.time" swiftc "${flags[@]}" -I "$MODULES" "${kit[@]}" \
                    "${sources[@]}" >"$dir/$variant.run.log" 2>&1 || { cat "$dir/$variant.run.log" >&2; return 1; }
                read -r run _ runwall <"$dir/$variant.time"
                user="${user:+$user, }$run"
                if [ -z "$best" ] || awk -v a="$run" -v b="$best" 'BEGIN { exit !(a < b) }'; then best="$run" wall="$runwall"; fi
            done
            scopes="-" slowest="-" long="-"
            if [ "$files" = 1 ]; then
                # The solver's counts: one instrumented run, not timed.
                mkdir -p "$dir/$variant.stats"
                swiftc "${flags[@]}" -I "$MODULES" "${kit[@]}" -Xfrontend -debug-time-function-bodies \
                    -Xfrontend -warn-long-expression-type-checking=50 -stats-output-dir "$dir/$variant.stats" \
                    "${sources[@]}" >"$dir/$variant.log" 2>&1
                # One statistics file per frontend job; the setup file's job is the one named after it.
                scopes=$(cat "$dir/$variant.stats"/*BenchScene.swift* 2>/dev/null \
                    | sed -n 's/.*"Sema.NumConstraintScopes": *\([0-9]*\).*/\1/p' | head -1)
                slowest=$(awk -F'ms' '/^[0-9.]+ms\t/ { if ($1 + 0 > max) max = $1 + 0 } END { printf "%.1f", max }' "$dir/$variant.log")
                long=$(grep -c 'expression took' "$dir/$variant.log" || true)
            fi
            # On 2 cores: each frontend job of the same command (`-###`) timed alone (user CPU), then scheduled as the
            # driver runs them, in order, each on the first of two cores to be free: the wall of an idle 2-core
            # machine, measured as CPU, so the load of other processes moves it little.
            local cores="" batched="-" jobs=() batches=()
            swiftc "${flags[@]}" -I "$MODULES" "${kit[@]}" "${sources[@]}" -### 2>/dev/null >"$dir/$variant.jobs"
            mapfile -t jobs < <(typecheck_jobs_alone "$dir/$variant.jobs")
            cores=$(two_core_ms "$pages" "${jobs[@]}")
            # Batch mode, as `swift build` compiles a target (SwiftPM passes `-enable-batch-mode`; with `-j 2` the
            # driver makes two frontend jobs, each parsing every file once and type-checking its share of them): the
            # same scheduling of those jobs. One file is one job either way.
            if [ "$files" != 1 ]; then
                swiftc "${flags[@]}" -enable-batch-mode -I "$MODULES" "${kit[@]}" "${sources[@]}" -### 2>/dev/null \
                    >"$dir/$variant.batches"
                mapfile -t batches < <(typecheck_jobs_alone "$dir/$variant.batches")
                batched=$(two_core_ms "$pages" "${batches[@]}")
            fi
            echo "| $variant ($pages pages) | $files | $(cat "$dir/$variant-$files"/BenchScene*.swift | wc -l) | $best |" \
                "$(awk -v u="$best" -v p="$pages" 'BEGIN { printf "%.1f", u * 1000 / p }') | $wall | $user | $cores |" \
                "$batched | ${scopes:--} | $slowest | $long |"
            log "typecheck $variant, $files files, on 2 cores: jobs ${jobs[*]} s: $cores ms a page"
            [ "$files" = 1 ] || log "typecheck $variant, $files files, batch mode: jobs ${batches[*]} s: $batched ms a page"
            log "typecheck $variant, $files files: best $best s user, $wall s wall ($user)"
        done
    done
}

# The generated definition's pages as text (scene format §10.1, issue 43, item 10): `SceneDefinition.appendPages(_:)`
# reads them at an app's first use of `<Scene>Scene.definition`. `Benchmarks/definition/main.swift`, compiled with -O
# together with the sources of ScenecRuntime (one module, so it calls the reader itself), reads the contents of the
# raw string literals of the one-file setup code of `scenegen 1000 --ids` (their indentation taken out: the bytes the
# literals hold) DEFINITION_RUNS times (default 20); the best and the median wall of one read of all the pages.
definition_report() {
    local dir="$WORK/definition" runs="${DEFINITION_RUNS:-20}" pages bytes best median
    rm -rf "$dir" && mkdir -p "$dir/setup"
    "$SCENEGEN" 1000 --ids >"$dir/ids.scene.yaml"
    "$SCENEC" generate "$dir/ids.scene.yaml" --module BenchApp --only setup --output "$dir/setup" >/dev/null 2>&1
    awk '/^ *#+"""$/ { inside = 1; indent = index($0, "#") - 1; next }
        /^ *"""#+$/ { inside = 0; print ""; next }
        inside { print substr($0, indent + 1) }' "$dir/setup/BenchScene.swift" >"$dir/pages.txt"
    log "building the page text benchmark (-O)"
    swiftc -O -wmo -module-name DefinitionBench -lm -o "$dir/definition-bench" "$ROOT"/Sources/ScenecRuntime/*.swift \
        "$ROOT/Benchmarks/definition/main.swift" >&2
    read -r pages bytes best median < <("$dir/definition-bench" "$runs" <"$dir/pages.txt")
    echo "### Reading the generated definition's page text: \`scenegen 1000 --ids\` (best and median of $runs reads, -O)"
    echo
    echo "| pages | text KB | best ms | median ms | µs a page (best) |"
    echo "|---:|---:|---:|---:|---:|"
    awk -v p="$pages" -v b="$bytes" -v best="$best" -v median="$median" 'BEGIN {
        printf "| %d | %.0f | %.2f | %.2f | %.1f |\n", p, b / 1000, best / 1000, median / 1000, best / p
    }'
}

# An app's incremental build after a one-page edit (issue 43, item 10: at most 5 s wall on 2 cores for a 200-page
# scene with arguments): a package BenchApp whose target holds `scenegen --chain PAGES --arguments` (PAGES from
# SCENEC_BENCH_INCREMENTAL_PAGES, default 200) and stub controllers, and uses ScenecPlugin, as an app does. It is
# built once (the plugin's tool included), then again with nothing changed, then once more after one page's title
# is changed (the page in the middle): wall, user and system CPU (/usr/bin/time) and the files the driver compiled
# again. With SCENEC_BENCH_BASELINE_REPO, a second clone of scenec is measured the same way first, in the same run.
incremental_report() {
    local pages="${SCENEC_BENCH_INCREMENTAL_PAGES:-200}" label repo app times wall user system load first noop edited
    local -a subjects=("scenec|$ROOT")
    [ -z "${SCENEC_BENCH_BASELINE_REPO:-}" ] || subjects=("baseline|$SCENEC_BENCH_BASELINE_REPO" "${subjects[@]}")
    echo "### An app's 'swift build' after a one-page edit of 'scenegen --chain $pages --arguments' (the plugin; target at most 5 s wall on 2 cores)"
    echo
    echo "| scenec | load at start | first build wall s | no change wall s | after the edit: wall s | user s | system s | compiled again |"
    echo "|---|---:|---:|---:|---:|---:|---:|---|"
    for subject in "${subjects[@]}"; do
        label=${subject%%|*} repo=${subject#*|}
        app="$WORK/incremental-$label"
        rm -rf "$app" && mkdir -p "$app/Sources/BenchApp"
        cat >"$app/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "BenchApp",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [.package(name: "scenec", path: "$repo")],
    targets: [
        .target(
            name: "BenchApp",
            dependencies: [.product(name: "ScenecUIKit", package: "scenec")],
            plugins: [.plugin(name: "ScenecPlugin", package: "scenec")]
        )
    ]
)
MANIFEST
        "$SCENEGEN" --chain "$pages" --arguments >"$app/Sources/BenchApp/Bench.scene.yaml"
        { echo "import ScenecUIKit"
          grep -o 'BenchApp\.[A-Za-z0-9]*' "$app/Sources/BenchApp/Bench.scene.yaml" | sort -u \
              | sed 's/BenchApp\.\(.*\)/public final class \1: UIViewController {}/'
        } >"$app/Sources/BenchApp/Controllers.swift"
        (cd "$app" && swift package resolve >&2)
        load=$(cut -d' ' -f1 /proc/loadavg)
        /usr/bin/time -f "%e" -o "$WORK/incremental-time" swift build --package-path "$app" >"$app.first.log" 2>&1 \
            || { cat "$app.first.log" >&2; log "the first build of the app with $repo failed"; exit 1; }
        first=$(tail -1 "$WORK/incremental-time")
        /usr/bin/time -f "%e" -o "$WORK/incremental-time" swift build --package-path "$app" >"$app.noop.log" 2>&1
        noop=$(tail -1 "$WORK/incremental-time")
        local middle=$(( pages / 2 ))
        sed -i "s/^    title: Page $middle\$/    title: Page $middle, edited/" "$app/Sources/BenchApp/Bench.scene.yaml"
        grep -q "title: Page $middle, edited" "$app/Sources/BenchApp/Bench.scene.yaml" || { log "the edit failed"; exit 1; }
        /usr/bin/time -f "%e %U %S" -o "$WORK/incremental-time" swift build --package-path "$app" >"$app.edit.log" 2>&1 \
            || { cat "$app.edit.log" >&2; log "the edited build of the app with $repo failed"; exit 1; }
        read -r wall user system <"$WORK/incremental-time"
        edited=$(grep -o 'Compiling BenchApp .*' "$app.edit.log" | sed 's/^Compiling BenchApp //' | tr '\n' ' ' | sed 's/ $//')
        log "incremental $label: first $first s, no change $noop s, edited $wall s wall ($user user, $system system; load $load)"
        echo "| $label ($repo) | $load | $first | $noop | $wall | $user | $system | ${edited:--} |"
    done
}

# MARK: - Preview

# `scenec preview` of each example (issue 42). Size: the page's bytes, and per state of every device (`layout --all
# --format json` lines), which stays near constant when the size is linear in states x devices. Generation: callgrind
# instructions of `preview` against `layout --all --format json` (target at most 2x), both measured in this run.
# First paint: Scripts/first-paint.py opens the page from file:// in a fresh headless Chromium driven through the
# DevTools protocol, waits in real time for its firstContentfulPaint lifecycle event and reads the Paint Timing entry
# `first-contentful-paint` (milliseconds from navigation start); PREVIEW_PAINT_RUNS runs (default 7), best and
# median (target at most 1 s for Music).
preview_report() {
    local browser
    browser=$(command -v chromium || true)
    echo "### scenec preview (issue 42: Music at most 1.5 MB, first paint at most 1 s, generation at most 2x layout --all)"
    echo
    echo "| example | states x devices | page bytes | bytes per state | preview instructions | layout --all instructions | ratio | first paint best / median ms |"
    echo "|---|---:|---:|---:|---:|---:|---:|---:|"
    local example dir states bytes pi li paints
    for example in Music News Player Profile Ride; do
        dir="$WORK/preview-$example"
        rm -rf "$dir" && mkdir -p "$dir"
        "$SCENEC" preview "$ROOT/examples/$example.scene.yaml" --output "$dir/page.html" 2>/dev/null
        states=$("$SCENEC" layout "$ROOT/examples/$example.scene.yaml" --all --format json | wc -l)
        bytes=$(wc -c <"$dir/page.html")
        valgrind --tool=callgrind --callgrind-out-file="$dir/preview.cg" \
            "$SCENEC" preview "$ROOT/examples/$example.scene.yaml" >/dev/null 2>&1
        valgrind --tool=callgrind --callgrind-out-file="$dir/layout.cg" \
            "$SCENEC" layout "$ROOT/examples/$example.scene.yaml" --all --format json >/dev/null 2>&1
        pi=$(callgrind_total "$dir/preview.cg")
        li=$(callgrind_total "$dir/layout.cg")
        paints="-"
        if [ -n "$browser" ] && command -v python3 >/dev/null; then
            local runs
            runs=$(python3 "$ROOT/Scripts/first-paint.py" "$dir/page.html" "${PREVIEW_PAINT_RUNS:-7}" "$browser" || true)
            if [ -n "$(echo "$runs" | grep '^median')" ]; then
                paints="$(echo "$runs" | grep -v median | sort -n | head -1) / $(echo "$runs" | sed -n 's/^median //p')"
            fi
        fi
        echo "| $example | $states | $bytes | $(( bytes / states )) | $(awk -v a="$pi" 'BEGIN { printf "%.1f M", a / 1e6 }') |" \
            "$(awk -v a="$li" 'BEGIN { printf "%.1f M", a / 1e6 }') | $(awk -v a="$pi" -v b="$li" 'BEGIN { printf "%.2fx", a / b }') | $paints |"
        log "preview $example done"
    done
    [ -n "$browser" ] || echo "(first paint not measured: no chromium on PATH; bash Scripts/setup.sh installs it)"
    command -v python3 >/dev/null || echo "(first paint not measured: Scripts/first-paint.py needs python3)"
}

if [ "$PREVIEW_ONLY" = 1 ]; then
    preview_report
    exit 0
fi

if [ "$COLD_ONLY" = 1 ]; then
    cold_start_all
    echo
    cold_report
    exit 0
fi

# The first build of an app that uses the plugin (issue 43, item 11): a copy of examples/MusicApp that depends on the
# repository by path, built with `swift build` from an empty scratch path (the package cache has the dependencies'
# clones, so nothing is downloaded). SwiftPM builds the tool the plugin runs (for the host, debug) beside the app's
# own modules. Wall, user and system CPU (/usr/bin/time), and the load average at the start: the wall depends on
# what else runs; CPU seconds much less. With SCENEC_BENCH_BASELINE_REPO the baseline is built first, the same way.
plugin_build_report() {
    local app="$WORK/plugin-app" label repo times wall user system
    local -a subjects=("scenec|$ROOT")
    [ -z "${SCENEC_BENCH_BASELINE_REPO:-}" ] || subjects=("baseline|$SCENEC_BENCH_BASELINE_REPO" "${subjects[@]}")
    echo "### First \`swift build\` of examples/MusicApp from a clean scratch path (the plugin's tool and the app)"
    echo
    echo "| scenec | load at start | wall s | user s | system s | files compiled |"
    echo "|---|---:|---:|---:|---:|---:|"
    for subject in "${subjects[@]}"; do
        label=${subject%%|*} repo=${subject#*|}
        rm -rf "$app" && mkdir -p "$app"
        cp -R "$ROOT/examples/MusicApp/Package.swift" "$ROOT/examples/MusicApp/Sources" "$ROOT/examples/MusicApp/Tests" "$app/"
        sed -i "s|.package(name: \"scenec\", path: \"../..\")|.package(name: \"scenec\", path: \"$repo\")|" "$app/Package.swift"
        grep -q "path: \"$repo\"" "$app/Package.swift" || { log "could not point the app at $repo"; exit 1; }
        (cd "$app" && swift package resolve >&2)
        local load
        load=$(cut -d' ' -f1 /proc/loadavg)
        /usr/bin/time -f "%e %U %S" -o "$WORK/plugin-time" swift build --package-path "$app" >"$WORK/plugin-$label.log" 2>&1 \
            || { cat "$WORK/plugin-$label.log" >&2; log "the build of the app with $repo failed"; exit 1; }
        times=$(tail -1 "$WORK/plugin-time")
        local modules
        modules=$(grep -c '^\[[0-9]*/[0-9]*\] Compiling' "$WORK/plugin-$label.log" || true)
        log "plugin build $label: $times (load $load)"
        read -r wall user system <<<"$times"
        echo "| $label ($repo) | $load | $wall | $user | $system | $modules |"
    done
}

# Peak memory (issue 12, restated by issue 43): the peak RSS of `validate` of `scenegen 100000` at most 5 x the file
# + 50 MB (MB = MiB here, as /usr/bin/time's %M is in KiB). Peak RSS repeats to within a few hundred KB whatever the
# load, so three runs each, and the largest is kept; with SCENEC_BENCH_BASELINE the two binaries alternate.
memory_report() {
    local file="$WORK/memory-100000.scene.yaml" bytes budget label binary run kb peak
    "$SCENEGEN" 100000 >"$file"
    bytes=$(stat -c %s "$file")
    budget=$(( bytes * 5 / 1024 + 50 * 1024 ))
    local -a subjects=("scenec|$SCENEC")
    [ -z "${SCENEC_BENCH_BASELINE:-}" ] || subjects=("baseline|$SCENEC_BENCH_BASELINE" "${subjects[@]}")
    local -A peaks=()
    for run in 1 2 3; do
        for subject in "${subjects[@]}"; do
            label=${subject%%|*} binary=${subject#*|}
            /usr/bin/time -f "%M" -o "$WORK/rss" "$binary" validate "$file" >/dev/null 2>&1 \
                || { log "validate failed on $file"; exit 1; }
            kb=$(tail -1 "$WORK/rss")
            peak=${peaks[$label]:-0}
            [ "$kb" -gt "$peak" ] && peaks[$label]=$kb
            log "memory $label run $run: $kb KB"
        done
    done
    echo "### Peak RSS of \`scenec validate\` at 100,000 pages (largest of 3 runs; budget 5 x file + 50 MB)"
    echo
    echo "| binary | file MB | peak RSS MB | RSS / file | budget MB | met? |"
    echo "|---|---:|---:|---:|---:|---|"
    for subject in "${subjects[@]}"; do
        label=${subject%%|*}
        awk -v l="$label" -v b="$bytes" -v kb="${peaks[$label]}" -v budget="$budget" 'BEGIN {
            printf "| %s | %.1f | %.1f | %.2fx | %.1f | %s |\n", l, b / 1048576, kb / 1024, kb * 1024 / b,
                budget / 1024, kb <= budget ? "yes" : "no"
        }'
    done
}

if [ "$PLUGIN_ONLY" = 1 ]; then
    echo
    plugin_build_report
    exit 0
fi
log "building scenegen and yaml-parse"
swift build -c release --package-path "$ROOT/Benchmarks" --scratch-path "$SCRATCH/benchmarks" >&2
SCENEGEN="$SCRATCH/benchmarks/release/scenegen"
YAMLPARSE="$WORK/yaml-parse"
# shellcheck disable=SC2046
cc -O2 -o "$YAMLPARSE" "$ROOT/Benchmarks/yaml-parse/yaml-parse.c" $(pkg-config --cflags --libs yaml-0.1)
if [ "$MEMORY_ONLY" = 1 ]; then
    echo
    memory_report
    exit 0
fi
if [ "$TYPECHECK_ONLY" = 1 ]; then
    echo
    typecheck_report
    exit 0
fi
if [ "$DEFINITION_ONLY" = 1 ]; then
    echo
    definition_report
    exit 0
fi
if [ "$INCREMENTAL_ONLY" = 1 ]; then
    echo
    incremental_report
    exit 0
fi

# Links that no literal tells apart (issue 41: 8,000 took 62 s to validate): `scenegen --unsplit-links N`, N links
# `bench://host/{kind}/{id}` whose `kind`s are list types of their own (no two overlap), so that the overlap check
# must tell them apart by their types. `validate` of each (wall, best of 3, and callgrind instructions of the whole
# run and of `LinkOverlapIndex`); with SCENEC_BENCH_BASE, that commit's scenec too (built from its sources under
# $SCRATCH/base; SCENEC_BENCH_BASE_BINARY skips the build), one wall run each where it is quadratic.
UNSPLIT_SIZES="1000 2000 4000 8000"
links_report() {
    local dir="$WORK/unsplit" base="" size file t0 t1 ms best ir overlap binary label runs
    rm -rf "$dir" && mkdir -p "$dir"
    if [ -n "${SCENEC_BENCH_BASE_BINARY:-}" ]; then
        base="$SCENEC_BENCH_BASE_BINARY"
    elif [ -n "${SCENEC_BENCH_BASE:-}" ]; then
        log "building scenec (release) at $SCENEC_BENCH_BASE"
        rm -rf "$SCRATCH/base-src" && mkdir -p "$SCRATCH/base-src"
        git -C "$ROOT" archive "$SCENEC_BENCH_BASE" | tar -x -C "$SCRATCH/base-src"
        (cd "$SCRATCH/base-src" && swift build -c release --product scenec --scratch-path "$SCRATCH/base" >&2)
        base="$SCRATCH/base/release/scenec"
    fi
    echo "### Links that no literal tells apart: validate of \`scenegen --unsplit-links N\` (wall ms, best of 3; instructions from callgrind)"
    echo
    echo "| links | KB | build | wall ms | instructions | overlap check (\`LinkOverlapIndex\`) |"
    echo "|---:|---:|---|---:|---:|---:|"
    for size in $UNSPLIT_SIZES; do
        file="$dir/unsplit-$size.scene.yaml"
        "$SCENEGEN" --unsplit-links "$size" >"$file"
        for binary in ${base:+"$base"} "$SCENEC"; do
            if [ "$binary" = "$base" ]; then label="${SCENEC_BENCH_BASE:-base}"; runs=1; else label="this tree"; runs=3; fi
            best=""
            for _ in $(seq "$runs"); do
                now_ns t0
                "$binary" validate "$file" >/dev/null 2>&1 || { log "validate failed on $file"; exit 1; }
                now_ns t1
                ms=$(( (t1 - t0) / 1000000 ))
                [ -z "$best" ] || [ "$ms" -lt "$best" ] && best=$ms
            done
            ir="-" overlap="-"
            # Callgrind runs 50 times slower: the quadratic base only at the smallest size.
            if [ "$binary" = "$SCENEC" ] || [ "$size" = "${UNSPLIT_SIZES%% *}" ]; then
                valgrind --tool=callgrind --callgrind-out-file="$dir/cg.out" "$binary" validate "$file" >/dev/null 2>&1 || true
                ir=$(giga "$(callgrind_total "$dir/cg.out")")
                overlap=$(callgrind_annotate --inclusive=yes --threshold=100 "$dir/cg.out" 2>/dev/null \
                    | awk 'index($0, "ScenecRuntime16LinkOverlapIndexVyAC") && !found { gsub(",", "", $1); print $1; found = 1 }')
                overlap=$(giga "${overlap:-0}")
            fi
            echo "| $size | $(( $(stat -c %s "$file") / 1000 )) | $label | $best | $ir | $overlap |"
            log "unsplit links $size, $label: $best ms, $ir"
        done
    done
}
giga() { awk -v a="$1" 'BEGIN { printf "%.3f G", a / 1e9 }'; }
if [ "$LINKS_ONLY" = 1 ]; then
    echo
    links_report
    exit 0
fi

if [ "$QUICK" = 1 ]; then
    SIZES="1000 10000"
    SWIFTC_SIZES="100 1000"
else
    SIZES="1000 10000 100000 10MB"
    SWIFTC_SIZES="100 1000 5000"
fi

scene_file() { echo "$WORK/bench-$1.scene.yaml"; }
for size in $SIZES; do
    if [ "$size" = 10MB ]; then "$SCENEGEN" --bytes 10000000 >"$(scene_file "$size")"
    else "$SCENEGEN" "$size" >"$(scene_file "$size")"; fi
done
# Page arguments (issue 26): the 10,000-page scene with the argument density of a real app and with three on every page.
"$SCENEGEN" 10000 --ids >"$(scene_file 10000ids)"
"$SCENEGEN" 10000 --arguments >"$(scene_file 10000args)"
# Links (issue 27): the 10,000-page scene with 1,000 links (scenegen --links: custom scheme and https, placeholders
# of every type, query items, shared prefixes).
"$SCENEGEN" 10000 --links 1000 >"$(scene_file 10000links)"

# Prints the command line of a measured command: $1 its name, $2 the scene file, $3 an output directory.
command_line() {
    case "$1" in
        parse) echo "$YAMLPARSE $2" ;;
        validate) echo "$SCENEC validate $2" ;;
        layout) echo "$SCENEC layout $2 --all --format json" ;;
        generate) echo "$SCENEC generate $2 --output $3" ;;
    esac
}
COMMANDS="parse validate layout generate"
# Whether command $2 runs on size $1 (the 10 MB scene measures the front end: parse and validate).
measured() { [ "$1" != 10MB ] || [ "$2" = parse ] || [ "$2" = validate ]; }

# MARK: - Wall time and peak RSS (sequential, nothing else running)

declare -A WALL RSS
for size in $SIZES; do
    file=$(scene_file "$size")
    # Best of 5 at every size: this machine's walls vary by up to 40% from run to run, and a single run at 100,000
    # pages was 15% off, enough to misstate the 10x scaling.
    reps=5
    for name in $COMMANDS; do
        measured "$size" "$name" || continue
        best=""
        peak=0
        for _ in $(seq "$reps"); do
            rm -rf "$WORK/gen" && mkdir -p "$WORK/gen"
            # shellcheck disable=SC2046
            now_ns t0
            /usr/bin/time -f "%M" -o "$WORK/rss" $(command_line "$name" "$file" "$WORK/gen") >/dev/null 2>&1 \
                || { log "$name failed on $file"; exit 1; }
            now_ns t1
            ms=$(( (t1 - t0) / 1000000 ))
            kb=$(tail -1 "$WORK/rss")
            [ -z "$best" ] || [ "$ms" -lt "$best" ] && best=$ms
            [ "$kb" -gt "$peak" ] && peak=$kb
        done
        WALL[$size,$name]=$best
        RSS[$size,$name]=$peak
        log "wall $name $size: $best ms, $((peak / 1024)) MB"
    done
done

cold_start_all

# Several files in one run: eight copies of the 10,000-page scene checked by one `validate`, against eight
# times one of them alone (best of 3 each; the copies are identical, so one single wall stands for all eight).
MULTI=()
for index in $(seq 8); do
    cp "$(scene_file 10000)" "$WORK/multi-$index.scene.yaml"
    MULTI+=("$WORK/multi-$index.scene.yaml")
done
best_wall() {
    local best="" t0 t1 ms
    for _ in 1 2 3; do
        now_ns t0
        "$SCENEC" validate "$@" >/dev/null 2>&1
        now_ns t1
        ms=$(( (t1 - t0) / 1000000 ))
        [ -z "$best" ] || [ "$ms" -lt "$best" ] && best=$ms
    done
    echo "$best"
}
MULTI_SINGLE=$(best_wall "${MULTI[0]}")
MULTI_ALL=$(best_wall "${MULTI[@]}")
log "validate of 8 files: $MULTI_ALL ms; one alone: $MULTI_SINGLE ms"

# MARK: - Instructions (callgrind; two at a time, counts do not depend on load)

JOBS="$WORK/callgrind-jobs"
: >"$JOBS"
# Results of an earlier run (a full run's 100,000 pages, read by the scaling table) must not show in this one.
rm -rf "$WORK"/cg-*
for size in $SIZES; do
    for name in $COMMANDS; do
        # layout and generate run 50 to 100 times slower under callgrind: instructions up to 10,000 pages only.
        if measured "$size" "$name" && { [ "$name" = parse ] || [ "$name" = validate ] || [ "$size" -le 10000 ]; }; then
            echo "$size $name" >>"$JOBS"
        fi
    done
done
callgrind_run() {
    local size=$1 name=$2 dir="$WORK/cg-$1-$2"
    rm -rf "$dir" && mkdir -p "$dir/gen"
    # shellcheck disable=SC2046
    valgrind --tool=callgrind --callgrind-out-file="$dir/callgrind.out" \
        $(command_line "$name" "$WORK/bench-$size.scene.yaml" "$dir/gen") >/dev/null 2>&1
    log "callgrind $name $size: $(callgrind_total "$dir/callgrind.out") instructions"
}
export -f callgrind_run callgrind_total command_line log
export YAMLPARSE SCENEC WORK
printf '%s\n' "10000ids parse" "10000ids validate" "10000args parse" "10000args validate" "10000links validate" >>"$JOBS"
log "callgrind: $(wc -l <"$JOBS") runs, two at a time"
xargs -P 2 -L 1 bash -c 'callgrind_run "$0" "$1"' <"$JOBS"

instructions() { callgrind_total "$WORK/cg-$1-$2/callgrind.out"; }
# Inclusive instructions of the first function whose (mangled) name contains $3.
inclusive() {
    callgrind_annotate --inclusive=yes --threshold=100 "$WORK/cg-$1-$2/callgrind.out" 2>/dev/null \
        | awk -v pattern="$3" 'index($0, pattern) && !found { gsub(",", "", $1); print $1; found = 1 }' || true
}

# MARK: - Report

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2fx", a / b; else print "-" }'; }
giga() { awk -v a="$1" 'BEGIN { printf "%.3f G", a / 1e9 }'; }

echo
echo "## scenec benchmarks"
echo
echo "Machine: $(nproc) cores, $(uname -sm); $(swift --version 2>/dev/null | head -1); libyaml $(pkg-config --modversion yaml-0.1)."
echo "Scenes from Benchmarks/scenegen (one device, tests maxDepth 2, maxStates 1000). Instructions from callgrind;"
echo "ratios are instructions over libyaml's raw event parse of the same bytes. Wall times are best of 5 in"
echo "this run only."
echo
echo "| pages | MB | command | instructions | x raw parse | wall ms | pages/s | MB/s | peak RSS MB | RSS / file |"
echo "|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|"
for size in $SIZES; do
    file=$(scene_file "$size")
    bytes=$(stat -c %s "$file")
    pages=$(pages_of "$file")
    mb=$(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1e6 }')
    base=$(instructions "$size" parse)
    for name in $COMMANDS; do
        measured "$size" "$name" || continue
        ir=0
        [ -f "$WORK/cg-$size-$name/callgrind.out" ] && ir=$(instructions "$size" "$name")
        ms=${WALL[$size,$name]}
        kb=${RSS[$size,$name]}
        awk -v p="$pages" -v mb="$mb" -v n="$name" -v ir="$ir" -v base="$base" -v ms="$ms" -v kb="$kb" -v bytes="$bytes" 'BEGIN {
            s = ms > 0 ? ms / 1000 : 0.001
            if (ir > 0) { instr = sprintf("%.3f G", ir / 1e9); x = sprintf("%.2fx", ir / base) } else { instr = "-"; x = "-" }
            printf "| %d | %s | %s | %s | %s | %d | %d | %.1f | %.0f | %.1fx |\n",
                p, mb, n, instr, x, ms, p / s, bytes / 1e6 / s, kb / 1024, kb * 1024 / bytes
        }'
    done
done

if [ "$QUICK" = 0 ]; then
    echo
    memory_report
fi

echo
echo "### validate by stage (inclusive instructions, x raw parse)"
echo
echo "| pages | syntax | lowering | graph + checker | layout checks | suppressions | total validate |"
echo "|---:|---:|---:|---:|---:|---:|---:|"
for size in $SIZES; do
    base=$(instructions "$size" parse)
    total=$(instructions "$size" validate)
    syntax=$(inclusive "$size" validate 'ScenecSyntax0B6ParserO5parse_')
    lowering=$(inclusive "$size" validate 'ScenecSema8LoweringV5lower_')
    checker=$(inclusive "$size" validate 'ScenecSema7CheckerV5check_')
    graph=$(inclusive "$size" validate 'ScenecSema15NavigationGraphVyA')
    layout=$(inclusive "$size" validate 'ScenecLayout0B7CheckerO5check_')
    suppress=$(inclusive "$size" validate 'ScenecCompiler12SuppressionsVyAC')
    pages=$(pages_of "$(scene_file "$size")")
    printf "| %d | %s | %s | %s | %s | %s | %s |\n" "$pages" \
        "$(ratio "${syntax:-0}" "$base")" "$(ratio "${lowering:-0}" "$base")" \
        "$(ratio "$(( ${checker:-0} + ${graph:-0} ))" "$base")" "$(ratio "${layout:-0}" "$base")" \
        "$(ratio "${suppress:-0}" "$base")" "$(ratio "$total" "$base")"
done

echo
echo "### Page arguments: validate of 10,000 pages (target: at most +5% instructions over the scene without)"
echo
# The budget's base: `validate` of the scene without arguments on the last build before page arguments (c471c4d,
# measured 2026-11-27 with this scenegen, Benchmarks/README.md "Page arguments"). A build of today cannot measure it.
PRE_ARGUMENTS=931000000
echo "| scene | MB | raw parse | validate | validate vs. no arguments | vs. pre-arguments 0.931 G (c471c4d) | syntax | lowering |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
for size in 10000 10000ids 10000args; do
    case "$size" in
        10000) label="no arguments" ;;
        10000ids) label="\`--ids\`: 8 per 10 pages" ;;
        *) label="\`--arguments\`: 3 on every page" ;;
    esac
    total=$(instructions "$size" validate)
    echo "| $label | $(awk -v b="$(stat -c %s "$(scene_file "$size")")" 'BEGIN { printf "%.2f", b / 1e6 }') |" \
        "$(giga "$(instructions "$size" parse)") | $(giga "$total") |" \
        "$(awk -v a="$total" -v b="$(instructions 10000 validate)" 'BEGIN { printf "%+.1f%%", (a / b - 1) * 100 }') |" \
        "$(awk -v a="$total" -v b="$PRE_ARGUMENTS" 'BEGIN { printf "%+.1f%%", (a / b - 1) * 100 }') |" \
        "$(giga "$(inclusive "$size" validate 'ScenecSyntax0B6ParserO5parse_')") |" \
        "$(giga "$(inclusive "$size" validate 'ScenecSema8LoweringV5lower_')") |"
done

echo
echo "### Links: validate of 10,000 pages with 1,000 links (target: the overlap check at most 5% of validate)"
echo
echo "| validate | all link checks | share | overlap check | share |"
echo "|---:|---:|---:|---:|---:|"
total=$(instructions 10000links validate)
checks=$(inclusive 10000links validate 'ScenecSema7CheckerV10checkLinks')
overlap=$(inclusive 10000links validate 'ScenecRuntime16LinkOverlapIndexVyAC')
share() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f%%", a / b * 100; else print "-" }'; }
echo "| $(giga "$total") | $(giga "${checks:-0}") | $(share "${checks:-0}" "$total") |" \
    "$(giga "${overlap:-0}") | $(share "${overlap:-0}" "$total") |"

echo
echo "### Scaling: cost of 10x the pages (target at most 11x)"
echo
echo "| command | 1k -> 10k instructions | 10k -> 100k instructions | 1k -> 10k wall | 10k -> 100k wall |"
echo "|---|---:|---:|---:|---:|"
for name in $COMMANDS; do
    a=$(instructions 1000 "$name"); b=$(instructions 10000 "$name")
    c="" wc=""
    [ -f "$WORK/cg-100000-$name/callgrind.out" ] && c=$(instructions 100000 "$name")
    [ -n "${WALL[100000,$name]:-}" ] && wc=$(ratio "${WALL[100000,$name]}" "${WALL[10000,$name]}")
    echo "| $name | $(ratio "$b" "$a") | $([ -n "$c" ] && ratio "$c" "$b" || echo -) |" \
        "$(ratio "${WALL[10000,$name]}" "${WALL[1000,$name]}") | ${wc:--} |"
done
echo
echo "The 1k figures include scenec's fixed start-up (Swift runtime and argument parsing), so 1k -> 10k is below 10x."

echo
cold_report

echo
echo "Eight 10,000-page files in one \`scenec validate\` on $(nproc) cores: $MULTI_ALL ms against 8 x $MULTI_SINGLE ms" \
    "alone, $(awk -v a="$MULTI_ALL" -v b="$MULTI_SINGLE" 'BEGIN { printf "%.2fx", a / (8 * b) }') of the sum (target at most 0.6x)."

# MARK: - swiftc on the generated code

if [ "$SWIFTC" = 1 ]; then
    echo
    echo "### swiftc on the generated code (-Onone; type-check and compile, wall seconds)"
    echo
    echo "| pages | states | setup lines | setup type-check | setup compile | tests lines | tests type-check | tests compile | slowest body ms | expressions > 100 ms |"
    echo "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
    build_modules
    for pages in $SWIFTC_SIZES; do
        dir="$WORK/swiftc-$pages"
        rm -rf "$dir" && mkdir -p "$dir/gen" "$dir/obj"
        "$SCENEGEN" "$pages" >"$dir/scene.yaml"
        "$SCENEC" generate "$dir/scene.yaml" --module BenchApp --output "$dir/gen" >/dev/null 2>&1
        setup="$dir/gen/BenchScene.swift"
        tests=("$dir"/gen/BenchLayoutTests*.swift)
        states=$(cat "${tests[@]}" | grep -c 'table.state(' || true)
        # The page types: stub controllers in BenchApp (compiled with the setup code), stub stack views in BenchKit.
        stubs="$dir/gen/Stubs.swift"
        { echo "import ScenecUIKit"
          grep -o 'BenchApp\.[A-Za-z0-9]*' "$dir/scene.yaml" | sort -u | sed 's/BenchApp\.\(.*\)/public final class \1: UIViewController {}/'
        } >"$stubs"
        { echo "import ScenecUIKit"
          grep -o 'BenchKit\.[A-Za-z0-9]*' "$dir/scene.yaml" | sort -u | sed 's/BenchKit\.\(.*\)/public final class \1: UIView {}/'
        } >"$dir/gen/Kit.swift"
        (cd "$dir/obj" && swiftc -c -module-name BenchKit -Onone -parse-as-library -I "$MODULES" "$dir/gen/Kit.swift" \
            -emit-module -emit-module-path "$dir/obj/BenchKit.swiftmodule" >"$dir/kit-compile.log" 2>&1)
        seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b - a) / 1e9 }'; }
        flags=(-Onone -parse-as-library -I "$MODULES" -I "$dir/obj" -Xfrontend -warn-long-expression-type-checking=100
            -Xfrontend -debug-time-function-bodies)
        now_ns t0
        swiftc -typecheck -module-name BenchApp "${flags[@]}" "$setup" "$stubs" >"$dir/setup-typecheck.log" 2>&1
        now_ns t1
        (cd "$dir/obj" && swiftc -c -module-name BenchApp -Onone -parse-as-library -I "$MODULES" -I "$dir/obj" "$setup" "$stubs" \
            -emit-module -emit-module-path "$dir/obj/BenchApp.swiftmodule" >"$dir/setup-compile.log" 2>&1)
        now_ns t2
        swiftc -typecheck -module-name BenchTests "${flags[@]}" -I "$dir/obj" "${tests[@]}" >"$dir/tests-typecheck.log" 2>&1
        now_ns t3
        (cd "$dir/obj" && swiftc -c -module-name BenchTests -Onone -parse-as-library -I "$MODULES" -I "$dir/obj" \
            "${tests[@]}" >"$dir/tests-compile.log" 2>&1)
        now_ns t4
        slowest=$(cat "$dir/setup-typecheck.log" "$dir/tests-typecheck.log" \
            | awk -F'ms' '/^[0-9.]+ms\t/ { if ($1 + 0 > max) max = $1 + 0 } END { printf "%.1f", max }')
        long=$(cat "$dir/setup-typecheck.log" "$dir/tests-typecheck.log" | grep -c 'expression took' || true)
        echo "| $pages | $states | $(wc -l <"$setup") | $(seconds "$t0" "$t1") | $(seconds "$t1" "$t2") |" \
            "$(cat "${tests[@]}" | wc -l) | $(seconds "$t2" "$t3") | $(seconds "$t3" "$t4") | $slowest | $long |"
        log "swiftc $pages pages done"
    done
    echo
    typecheck_report
    echo
    definition_report
fi

echo
restore_report

echo
links_report

echo
preview_report

echo
echo "Total harness time: $(( $(date +%s) - START )) s. Work files: $WORK"
