#!/usr/bin/env bash
# Builds one of scenec's libFuzzer targets (Fuzz/) and fuzzes it: by default the whole pipeline.
#
#   Scripts/fuzz.sh [SECONDS] [LIBFUZZER-OPTION...]                          # default 60 seconds
#   SCENEC_FUZZ_TARGET=links Scripts/fuzz.sh [SECONDS] [LIBFUZZER-OPTION...]  # the URL matcher
#   SCENEC_FUZZ_TARGET=restore Scripts/fuzz.sh [SECONDS] [LIBFUZZER-OPTION...]  # saved navigation
#
# - SCENEC_FUZZ_TARGET chooses the target: `compile` (default; FuzzCompile, scene files through the
#   whole pipeline; seeds Fuzz/Corpus, fail cases Fuzz/FailCases, -dict=Fuzz/scene.dict) or `links`
#   (FuzzLinks, the links engine of scene format 10.3: a URL pattern, a URL and a second pattern per
#   input, checked by _LinkInvariants in ScenecRuntime; seeds Fuzz/LinkCorpus, fail cases
#   Fuzz/LinkFailCases, -dict=Fuzz/link.dict, new inputs in Fuzz/.build/corpus-links; it builds
#   ScenecRuntime only), or `restore` (FuzzRestore, saved navigation of scene format 10.4: each input
#   is decoded as a saved state and restored, and mutates valid states that are restored, checked by
#   _SavedNavigationInvariants; seeds Fuzz/RestoreCorpus, fail cases Fuzz/RestoreFailCases, -dict=Fuzz/restore.dict,
#   new inputs in Fuzz/.build/corpus-restore; ScenecRuntime only). The rest of this header is said
#   for `compile` and holds for all three.
# - Seeds: Fuzz/Corpus (committed, read only here). New inputs go to Fuzz/.build/corpus,
#   crashes, timeouts and leaks to Fuzz/.build/findings/ (both ignored by git).
# - First replays every Fuzz/FailCases/* input once (the regressions must stay fixed).
# - One worker (-workers is left to the caller); -dict=Fuzz/scene.dict; 10 s per input.
# - Leak detection is off: LeakSanitizer reports Swift's lazily initialised globals (the
#   key tables) as leaked, which they are not. ASan's memory errors are all still caught.
# - SCENEC_FUZZ_NO_CODEGEN=1 leaves code generation out (while ScenecCodeGen is in flux);
#   SCENEC_FUZZ_NO_BUILD=1 reuses the last build (while someone's change does not compile).
#
# Needs a swift.org toolchain on Linux (Xcode's has no libFuzzer). The build is release with
# both sanitizers passed to swiftc in one flag: swiftc keeps only the last -sanitize=, and
# the combined flag is what gives the coverage instrumentation libFuzzer needs.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
fuzz="$root/Fuzz"
seconds="${1:-60}"
shift || true

flags=(-c release --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address)
if [[ "${SCENEC_FUZZ_NO_CODEGEN:-}" == 1 ]]; then
    flags+=(-Xswiftc -DSCENEC_FUZZ_NO_CODEGEN)
fi

case "${SCENEC_FUZZ_TARGET:-compile}" in
compile) product=FuzzCompile corpus=Corpus failcases=FailCases dict=scene.dict newinputs=.build/corpus ;;
links) product=FuzzLinks corpus=LinkCorpus failcases=LinkFailCases dict=link.dict newinputs=.build/corpus-links ;;
restore) product=FuzzRestore corpus=RestoreCorpus failcases=RestoreFailCases dict=restore.dict newinputs=.build/corpus-restore ;;
*)
    echo "fuzz.sh: SCENEC_FUZZ_TARGET must be compile, links or restore, not '${SCENEC_FUZZ_TARGET}'" >&2
    exit 2
    ;;
esac

cd "$fuzz"
if [[ "${SCENEC_FUZZ_NO_BUILD:-}" != 1 ]]; then
    # SwiftPM caches the source lists of a path dependency: without a newer manifest it
    # misses files added to ../Sources since the last build ("cannot find type in scope").
    touch Package.swift
    swift build "${flags[@]}" --product "$product"
fi
binary="$(swift build "${flags[@]}" --show-bin-path)/$product"

export SWIFT_BACKTRACE=enable=no   # Swift's backtracer would trip ASan on a crash
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
mkdir -p "$newinputs" .build/findings

shopt -s nullglob
failcases=("$fuzz/$failcases"/*)
if ((${#failcases[@]} > 0)); then
    echo "fuzz.sh: replaying ${#failcases[@]} fail case(s)"
    "$binary" -runs=1 -detect_leaks=0 "${failcases[@]}"
fi

echo "fuzz.sh: fuzzing for ${seconds} s"
exec "$binary" "$newinputs" "$corpus" \
    -dict="$fuzz/$dict" \
    -max_total_time="$seconds" \
    -timeout=10 \
    -rss_limit_mb=4096 \
    -print_final_stats=1 \
    -detect_leaks=0 \
    -artifact_prefix="$fuzz/.build/findings/" \
    "$@"
