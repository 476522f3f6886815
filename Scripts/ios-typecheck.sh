#!/usr/bin/env bash
# Type-checks the iOS side of scenec against a real iOS SDK: ScenecRuntime, ScenecUIPlans, ScenecUIKitPlatform and
# ScenecUIKit, then the generated setup code and layout tests of every example (examples/*.scene.yaml) and of
# examples/MusicApp, for arm64-apple-ios<the declared minimum> in Swift 6 mode with warnings as errors. The Linux
# stand-in cannot tell whether the code compiles for iOS, or whether it uses a name newer than the minimum.
#
#   SCENEC_IOS_SDK=$(xcrun --sdk iphoneos --show-sdk-path) bash Scripts/ios-typecheck.sh    # on a Mac
#   SCENEC_IOS_SDK=/path/to/iPhoneOS16.5.sdk bash Scripts/ios-typecheck.sh                  # on Linux
#
# It never modifies the SDK, and writes nothing into the repository: everything it makes (a patched copy of the SDK
# where one is needed, the module cache, the emitted modules, the generated code) goes into SCENEC_IOS_SCRATCH
# (default: $TMPDIR/scenec-ios-typecheck), kept between runs so that only the first run builds the module cache.
# Dependencies are emitted with their function bodies skipped and each module's bodies are then checked with
# -typecheck: nothing is code-generated or linked. Ends with one line: "ios-typecheck: N modules, N errors".
# CONTRIBUTING.md ("iOS type-check") says what each adaptation below is for.
set -Eeuo pipefail
# A command that fails outside a check says where, so the script never ends without a word.
trap 'echo "ios-typecheck: stopped: line $LINENO exited with status $?" >&2' ERR
root=$(cd "$(dirname "$0")/.." && pwd)
sdk=${SCENEC_IOS_SDK:?set SCENEC_IOS_SDK to an iPhoneOS SDK (on a Mac: xcrun --sdk iphoneos --show-sdk-path)}
sdk=$(cd "$sdk" && pwd -P)
if [[ ! -d "$sdk/usr/lib/swift/Swift.swiftmodule" || ! -d "$sdk/System/Library/Frameworks/UIKit.framework" ]]; then
    echo "ios-typecheck: '$sdk' is not an iPhoneOS SDK (no Swift standard library or UIKit in it)" >&2
    exit 2
fi
swiftc=${SWIFTC:-$(command -v swiftc || true)}
if [[ -z "$swiftc" ]]; then
    echo "ios-typecheck: no swiftc on PATH (set SWIFTC)" >&2
    exit 2
fi
scratch=${SCENEC_IOS_SCRATCH:-${TMPDIR:-/tmp}/scenec-ios-typecheck}
mkdir -p "$scratch"
scratch=$(cd "$scratch" && pwd -P)

# The declared minimum of a package: its `.iOS(.v15)` (or `.v16_4`) in Package.swift.
minimum() {
    local version
    version=$(grep -oE '\.iOS\(\.v[0-9_]+\)' "$1/Package.swift" | head -1 | sed -E 's/.*\.v([0-9_]+)\)/\1/; s/_/./g')
    if [[ -z "$version" ]]; then
        echo "ios-typecheck: $1/Package.swift declares no iOS platform" >&2
        exit 2
    fi
    [[ "$version" == *.* ]] || version="$version.0"
    echo "$version"
}
package_minimum=$(minimum "$root")
music_minimum=$(minimum "$root/examples/MusicApp")

# The SDK's version (SDKSettings.json "Version": "16.4").
sdk_version=$(grep -oE '"Version" *: *"[0-9.]+"' "$sdk/SDKSettings.json" | head -1 | grep -oE '[0-9.]+"$' | tr -d '"')
sdk_major=${sdk_version%%.*}
host=$(uname -s)
toolchain=$("$swiftc" --version 2>&1 | head -1)

# 1. A scratch copy of the SDK, made once per SDK and toolchain, where the SDK needs a patch for this compiler.
key=$(printf '%s\n%s\n' "$sdk" "$toolchain" | cksum | cut -d' ' -f1)
copy="$scratch/sdk-$key/$(basename "$sdk")"
accessibility="System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityConstants.h"
swiftui="System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule"
# The UIAccessibilityTraits and UIAccessibilityNotifications constants are variables before the iOS 17 SDK
# (`UIKIT_EXTERN UIAccessibilityTraits UIAccessibilityTraitButton;`, `UIKIT_EXTERN UIAccessibilityNotifications
# UIAccessibilityScreenChangedNotification;`), which Swift 6 refuses to read ("not concurrency-safe because it involves
# shared mutable state"); later SDKs declare them `const` (Apple's pages show `nonisolated static let screenChanged`).
traits_pattern='^UIKIT_EXTERN (UIAccessibilityTraits|UIAccessibilityNotifications) (UIAccessibility[A-Za-z]+)'
needs_traits_patch() { grep -qE "$traits_pattern" "$1/$accessibility"; }
# An `os_log` message that interpolates `Value.self` ("Accessing Environment<\(Value.self)>'s value outside of…"),
# which SwiftUI's .swiftinterface of the 16.x SDKs has and Swift 6.3 rejects: the copy's message leaves the type out.
oslog_pattern='Environment<\\\(Value\.self\)>'
needs_oslog_patch() { grep -qE "$oslog_pattern" "$1/$swiftui"/*.swiftinterface 2>/dev/null; }
if needs_traits_patch "$sdk" || needs_oslog_patch "$sdk"; then
    if [[ ! -f "$copy.done" ]]; then
        echo "ios-typecheck: copying the SDK to patch it: $copy"
        rm -rf "$(dirname "$copy")"
        mkdir -p "$(dirname "$copy")"
        cp -R "$sdk" "$copy"
        chmod -R u+w "$copy"
        touch "$copy.done"
    fi
    # Each patch applies once: what it changes no longer matches.
    if needs_traits_patch "$copy"; then
        sed -i.orig -E "s/$traits_pattern/UIKIT_EXTERN const \\1 \\2/" "$copy/$accessibility"
        rm -f "$copy/$accessibility.orig"
    fi
    for interface in "$copy/$swiftui"/*.swiftinterface; do
        if grep -qE "$oslog_pattern" "$interface"; then
            sed -i.orig -E "s/$oslog_pattern/Environment/g" "$interface"
            rm -f "$interface.orig"
        fi
    done
    sdk_used=$copy
else
    sdk_used=$sdk
fi

# 2. On a toolchain that is not Xcode's: a resource directory with the toolchain's clang, shims and friends but not
# its corelibs' module maps (dispatch, os, CoreFoundation…, which collide with the SDK's), and API notes for
# Dispatch and os, which Xcode's toolchain ships and this one does not (written here with what the SDK's overlays
# need).
resource_flags=()
if [[ "$host" != Darwin ]]; then
    resource="$scratch/resource"
    rm -rf "$resource"
    mkdir -p "$resource/apinotes"
    toolchain_lib=$("$swiftc" -print-target-info | grep -oE '"runtimeResourcePath": *"[^"]*"' | sed -E 's/.*: *"//; s/"$//')
    for entry in clang shims swiftToCxx host migrator; do
        [[ -e "$toolchain_lib/$entry" ]] && ln -s "$toolchain_lib/$entry" "$resource/$entry"
    done
    for notes in "$toolchain_lib"/apinotes/*; do
        [[ -e "$notes" ]] && ln -s "$notes" "$resource/apinotes/"
    done
    # The C functions the Swift overlays of os (os_log, OSSignpost) call, hidden from Swift code but visible to the
    # overlays (which call them `___os_log_impl`…), and the names the overlays give os's log object and enums.
    cat >"$resource/apinotes/os.apinotes" <<'EOF'
---
Name: os
Functions:
- Name: _os_log_impl
  SwiftPrivate: true
- Name: _os_log_error_impl
  SwiftPrivate: true
- Name: _os_log_fault_impl
  SwiftPrivate: true
- Name: _os_signpost_emit_with_name_impl
  SwiftPrivate: true
- Name: os_log_type_enabled
  SwiftName: OSLog.isEnabled(self:type:)
- Name: os_signpost_enabled
  SwiftName: getter:OSLog.signpostsEnabled(self:)
Classes:
- Name: OS_os_log
  SwiftName: OSLog
Typedefs:
- Name: os_log_type_t
  SwiftName: OSLogType
- Name: os_signpost_type_t
  SwiftName: OSSignpostType
Enumerators:
- Name: OS_LOG_TYPE_DEFAULT
  SwiftName: OSLogType.default
- Name: OS_LOG_TYPE_INFO
  SwiftName: OSLogType.info
- Name: OS_LOG_TYPE_DEBUG
  SwiftName: OSLogType.debug
- Name: OS_LOG_TYPE_ERROR
  SwiftName: OSLogType.error
- Name: OS_LOG_TYPE_FAULT
  SwiftName: OSLogType.fault
- Name: OS_SIGNPOST_EVENT
  SwiftName: OSSignpostType.event
- Name: OS_SIGNPOST_INTERVAL_BEGIN
  SwiftName: OSSignpostType.begin
- Name: OS_SIGNPOST_INTERVAL_END
  SwiftName: OSSignpostType.end
EOF
    # Dispatch's object classes and source protocols under the names its Swift overlay's interface uses
    # (DispatchQueue…, DispatchSourceTimer…), and the two C types it keeps private.
    {
        printf -- '---\nName: Dispatch\nClasses:\n'
        for pair in object:DispatchObject queue:DispatchQueue group:DispatchGroup semaphore:DispatchSemaphore \
            source:DispatchSource data:__DispatchData io:DispatchIO queue_attr:__OS_dispatch_queue_attr; do
            printf -- '- Name: OS_dispatch_%s\n  SwiftName: %s\n' "${pair%%:*}" "${pair#*:}"
        done
        printf -- 'Protocols:\n'
        for pair in source:DispatchSourceProtocol source_data_add:DispatchSourceUserDataAdd \
            source_data_or:DispatchSourceUserDataOr source_data_replace:DispatchSourceUserDataReplace \
            source_mach_send:DispatchSourceMachSend source_mach_recv:DispatchSourceMachReceive \
            source_memorypressure:DispatchSourceMemoryPressure source_proc:DispatchSourceProcess \
            source_read:DispatchSourceRead source_signal:DispatchSourceSignal source_timer:DispatchSourceTimer \
            source_vnode:DispatchSourceFileSystemObject source_write:DispatchSourceWrite; do
            printf -- '- Name: OS_dispatch_%s\n  SwiftName: %s\n' "${pair%%:*}" "${pair#*:}"
        done
        printf -- 'Typedefs:\n'
        for name in dispatch_autorelease_frequency_t dispatch_source_type_t; do
            printf -- '- Name: %s\n  SwiftPrivate: true\n' "$name"
        done
    } >"$resource/apinotes/Dispatch.apinotes"
    resource_flags=(-resource-dir "$resource")
fi

# 3. Names the package uses that this SDK lacks, declared as the newer SDK and standard library declare them (same
# signature, same availability, so a use below its availability is still an error): an SDK older than iOS 17 lacks
# trait registration and `traitOverrides`, and a standard library older than Swift 5.9 (Xcode 15) lacks
# `MainActor.assumeIsolated`. Declarations only: nothing is linked.
out="$scratch/work"
rm -rf "$out"
mkdir -p "$out/modules" "$out/sources"
shim_flags=()
if ((sdk_major < 17)); then
    cat >"$out/sources/ScenecNewerSDKNames.swift" <<'EOF'
// Declarations of the iOS 17 SDK and the Swift 5.9 standard library that scenec uses and an older SDK lacks, with
// Apple's signatures and availability (Scripts/ios-typecheck.sh). Type-checked against, never linked.
public import UIKit

/// https://developer.apple.com/documentation/uikit/uitraitdefinition-5t8ji
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Self.Value { get }
    static var identifier: String { get }
    static var name: String { get }
    static var affectsColorAppearance: Bool { get }
}

/// https://developer.apple.com/documentation/uikit/uitrait
@available(iOS 17.0, tvOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

/// https://developer.apple.com/documentation/uikit/uitraithorizontalsizeclass-8z4c8
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    public static let identifier: String = "UITraitHorizontalSizeClass"
    public static let name: String = "HorizontalSizeClass"
    public static let affectsColorAppearance: Bool = false
}

/// https://developer.apple.com/documentation/uikit/uitraitchangeregistration
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitChangeRegistration: NSCopying, NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94
@available(iOS 17.0, tvOS 17.0, *)
@MainActor public protocol UITraitChangeObservable {}

@available(iOS 17.0, tvOS 17.0, *)
extension UITraitChangeObservable {
    /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/traitchangehandler
    public typealias TraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void
    where TraitEnvironment: UITraitEnvironment

    /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
    @discardableResult @MainActor
    public func registerForTraitChanges<TraitEnvironment>(
        _ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration where TraitEnvironment: UITraitEnvironment { fatalError() }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIViewController: UITraitChangeObservable {}
@available(iOS 17.0, tvOS 17.0, *)
extension UIView: UITraitChangeObservable {}

/// https://developer.apple.com/documentation/uikit/uitraitoverrides-swift.struct (a `UIMutableTraits`; only the
/// trait scenec sets is declared).
@available(iOS 17.0, tvOS 17.0, *)
@MainActor public struct UITraitOverrides {
    public var horizontalSizeClass: UIUserInterfaceSizeClass { get { fatalError() } set {} }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIViewController {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/traitoverrides-1z1cc
    @MainActor @preconcurrency public var traitOverrides: UITraitOverrides { get { fatalError() } set {} }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension MainActor {
    /// https://developer.apple.com/documentation/swift/mainactor/assumeisolated(_:file:line:)
    @_unavailableFromAsync(message: "await the call to the @MainActor closure directly")
    public static func assumeIsolated<T>(
        _ operation: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
    ) rethrows -> T where T: Sendable { fatalError() }
}
EOF
    shim_flags=(-Xfrontend -import-module -Xfrontend ScenecNewerSDKNames)
fi

# The generated layout tests import XCTest, which an SDK does not hold (Xcode's platform directory does): the members
# they use, with the signatures of Apple's XCTest.
cat >"$out/sources/XCTest.swift" <<'EOF'
// The members of Apple's XCTest that scenec's generated layout tests use, with its signatures
// (https://developer.apple.com/documentation/xctest). Type-checked against, never linked.
public import Foundation

/// https://developer.apple.com/documentation/xctest/xctest
open class XCTest: NSObject {}

/// https://developer.apple.com/documentation/xctest/xctestcase
open class XCTestCase: XCTest {}

/// https://developer.apple.com/documentation/xctest/xctfail(_:file:line:)
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}

/// https://developer.apple.com/documentation/xctest/xctassertequal(_:_:_:file:line:)
public func XCTAssertEqual<T>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Equatable {}

/// https://developer.apple.com/documentation/xctest/xctunwrap(_:_:file:line:)
public func XCTUnwrap<T>(
    _ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) throws -> T { fatalError() }
EOF

modules=0
errors=0
features=(
    -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault
    -enable-upcoming-feature MemberImportVisibility
)
# swiftc for MODULE at iOS MINIMUM: the common flags.
common() {
    printf '%s\n' -target "arm64-apple-ios$2" -sdk "$sdk_used" "${resource_flags[@]}" -swift-version 6 \
        -warnings-as-errors -module-cache-path "$scratch/module-cache" -I "$out/modules" -module-name "$1" \
        -no-color-diagnostics
}
# Runs one swiftc step; prints its diagnostics and counts its errors.
run() {
    local what=$1 log=$out/log
    shift
    local status=0
    "$swiftc" "$@" >"$log" 2>&1 || status=$?
    local count
    count=$(grep -cE '(^|: )error: ' "$log" || true)
    if ((status != 0 && count == 0)); then count=1; fi
    cat "$log"
    errors=$((errors + count))
    printf '%-58s %s\n' "$what" "$( ((count == 0)) && echo ok || echo "$count error(s)")"
}
# declarations|bodies MODULE MINIMUM EXTRA-FLAGS... -- FILES...: emits MODULE's interface with its bodies skipped
# (declarations, for the modules after it) or type-checks its bodies (bodies, a module counted).
compile_module() {
    local kind=$1 module=$2 min=$3
    shift 3
    local flags=()
    while [[ $1 != -- ]]; do flags+=("$1"); shift; done
    shift
    local args
    mapfile -t args < <(common "$module" "$min")
    if [[ $kind == declarations ]]; then
        run "$module: declarations (arm64-apple-ios$min)" -emit-module -emit-module-path "$out/modules/$module.swiftmodule" \
            -Xfrontend -experimental-skip-all-function-bodies -parse-as-library "${args[@]}" "${flags[@]}" "$@"
    else
        run "$module: bodies (arm64-apple-ios$min)" -typecheck "${args[@]}" "${flags[@]}" "$@"
        modules=$((modules + 1))
    fi
}
emit() { compile_module declarations "$@"; }
check() { compile_module bodies "$@"; }

echo "ios-typecheck: $toolchain; SDK $sdk (iOS $sdk_version); the package's minimum iOS $package_minimum"
start=$(date +%s)
if ((${#shim_flags[@]} > 0)); then
    emit ScenecNewerSDKNames "$package_minimum" -- "$out/sources/ScenecNewerSDKNames.swift"
fi
emit XCTest "$package_minimum" -- "$out/sources/XCTest.swift"

# 4. The package's modules for iOS, each after its dependencies.
for module in ScenecRuntime ScenecUIPlans ScenecUIKitPlatform ScenecUIKit; do
    files=("$root/Sources/$module"/*.swift)
    flags=("${features[@]}")
    [[ $module == ScenecUIKit ]] && flags+=("${shim_flags[@]}")
    emit "$module" "$package_minimum" "${flags[@]}" -- "${files[@]}"
    check "$module" "$package_minimum" "${flags[@]}" -- "${files[@]}"
done

# 5. The generated code: the setup code and the layout tests of each example, as the build-tool plugin generates them
# (its file counts, Plugins/Shared/SceneJobs.swift: the setup code in 8 files, the layout tests in 4).
plugin_files=(--setup-files=8 --test-files=4)
scenec="$out/scenec"
echo "ios-typecheck: building scenec (swift build --product scenec)"
(cd "$root" && swift build --product scenec >"$out/log" 2>&1) || { cat "$out/log"; exit 1; }
ln -s "$(cd "$root" && swift build --show-bin-path)/scenec" "$scenec"
# Its "wrote N files" lines are noise here: what it says is shown only when it fails.
generate() {
    local said
    if ! said=$("$scenec" generate --color=never "$@" 2>&1 >/dev/null); then
        printf '%s\n' "$said" >&2
        return 1
    fi
}

# The declared types in generated setup code ("Module.Type" strings, read from the files it is given together), from
# the definition's page text (scene format §10.1): each page's controller (a `type "…"` line) and each view of a page
# stack (`view "…" type "…"`), as `module name kind` lines.
declared_types() {
    sed -nE \
        -e 's/^ *type "([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*)"$/\1 \2 UIViewController/p' \
        -e 's/^ *view "[^"]*" type "([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*)".*/\1 \2 UIView/p' \
        "$1" | sort -u
}

for scene in "$root"/examples/*.scene.yaml; do
    name=$(basename "$scene" .scene.yaml)
    dir="$out/examples/$name"
    mkdir -p "$dir/setup" "$dir/tests" "$dir/stubs"
    generate --output="$dir/setup" --only=setup --file-prefix="$name" "${plugin_files[@]}" -- "$scene"
    setup=("$dir/setup"/*.swift)
    # The app module is the first page's; the controllers and views the scene names are empty subclasses.
    # grep reads the files itself and sed reads to the end: a reader that stops early (`grep -m1` after `cat`) makes
    # the writer die of SIGPIPE, which `pipefail` turns into a silent exit when the files are large.
    app=$(grep -h -m1 -oE '^ *type "[A-Za-z_][A-Za-z0-9_]*\.' "${setup[@]}" | sed -nE '1{s/^ *type "//; s/\.$//; p;}')
    generate --output="$dir/setup" --only=setup --file-prefix="$name" --module="$app" "${plugin_files[@]}" -- "$scene"
    generate --output="$dir/tests" --only=tests --file-prefix="$name" --module="$app" "${plugin_files[@]}" -- "$scene"
    types=$(cat "${setup[@]}" | declared_types /dev/stdin)
    for module in $(echo "$types" | cut -d' ' -f1 | sort -u); do
        stub="$dir/stubs/$module.swift"
        {
            echo "// The declared types of $name.scene.yaml in $module, as empty subclasses."
            echo "public import UIKit"
            echo "$types" | awk -v m="$module" '$1 == m { print "public final class " $2 ": " $3 " {}" }'
        } >"$stub"
        if [[ $module != "$app" ]]; then
            emit "$module" "$package_minimum" "${features[@]}" -- "$stub"
        fi
    done
    flags=("${features[@]}" "${shim_flags[@]}")
    emit "$app" "$package_minimum" -enable-testing "${flags[@]}" -- "$dir/stubs/$app.swift" "${setup[@]}"
    check "$app" "$package_minimum" -enable-testing "${flags[@]}" -- "$dir/stubs/$app.swift" "${setup[@]}"
    check "${name}Tests" "$package_minimum" "${flags[@]}" -- "$dir/tests"/*.swift
done

# 6. examples/MusicApp at its own minimum and with its own settings (its Package.swift enables no upcoming feature):
# its sources with the generated setup code, its tests with the generated layout tests.
music="$root/examples/MusicApp"
dir="$out/examples/MusicApp"
mkdir -p "$dir/setup" "$dir/tests"
generate --output="$dir/setup" --only=setup --file-prefix=Music --module=MusicApp "${plugin_files[@]}" \
    -- "$music/Sources/MusicApp/Music.scene.yaml"
generate --output="$dir/tests" --only=tests --file-prefix=Music --module=MusicApp "${plugin_files[@]}" \
    -- "$music/Sources/MusicApp/Music.scene.yaml"
flags=("${shim_flags[@]}")
emit MusicApp "$music_minimum" -enable-testing "${flags[@]}" -- "$music/Sources/MusicApp"/*.swift "$dir/setup"/*.swift
check MusicApp "$music_minimum" -enable-testing "${flags[@]}" -- "$music/Sources/MusicApp"/*.swift "$dir/setup"/*.swift
check MusicAppTests "$music_minimum" "${flags[@]}" -- "$music/Tests/MusicAppTests"/*.swift "$dir/tests"/*.swift

echo "ios-typecheck: $modules modules, $errors errors ($(($(date +%s) - start)) s)"
((errors == 0))
