/// Structured scenes for the fuzzer (`Fuzz/Sources/FuzzCompile`) and its short replay in the tests: an input that
/// starts with `# generate: KIND` is not compiled as it is, its remaining bytes seed a generator of KIND that writes
/// a scene file of a shape that random bytes rarely reach (issue 28):
///
/// - `large-metrics`: every metric, alone or per size class, from 0 to past `SceneSchema.maxPoints`, on preset
///   and custom devices with adaptive navigation and tab bars;
/// - `many-devices`: up to 300 custom devices of random sizes and size classes;
/// - `dense-pushes`: up to 40 pages that push most of the others, with repeats, depth and state limits;
/// - `lowered-codes`: a scene with mistakes of every stage and a `diagnostics:` mapping (and entries of its own
///   that are wrong) that lowers, raises or ignores random codes.
///
/// The same bytes always give the same scene.
public enum FuzzSceneGenerator {
    /// The kinds of scene, by the word after `# generate: `.
    public enum Kind: String, CaseIterable, Sendable {
        case largeMetrics = "large-metrics"
        case manyDevices = "many-devices"
        case densePushes = "dense-pushes"
        case loweredCodes = "lowered-codes"
    }

    /// The first line of a generator input, before the kind.
    public static let prefix = "# generate: "

    /// The scene that `bytes` asks for, or nil when `bytes` is not a generator input (then it is compiled as it is).
    public static func scene(from bytes: [UInt8]) -> String? {
        let head = Array(prefix.utf8)
        guard bytes.count > head.count, bytes.starts(with: head) else { return nil }
        let rest = bytes[head.count...]
        let end = rest.firstIndex(of: 0x0A) ?? rest.endIndex
        guard let kind = Kind(rawValue: String(decoding: rest[..<end], as: UTF8.self)) else { return nil }
        var random = Random(seed: Array(rest[end...]))
        return scene(kind, random: &random)
    }

    /// A generator input: the header of `kind` and `seed`.
    public static func input(_ kind: Kind, seed: UInt64) -> [UInt8] {
        Array((prefix + kind.rawValue + "\n").utf8) + (0..<8).map { UInt8(truncatingIfNeeded: seed >> ($0 * 8)) }
    }

    static let metricKeys: [(key: String, integer: Bool)] = [
        ("sidebarWidth", false), ("tabItemHeight", false), ("tabItemSpacing", false), ("attachmentHeight", false),
        ("halfPageWidth", false), ("stackedLayers", true), ("stackedLayerOffset", false), ("overlayOpacity", false),
        ("pagerBarHeight", false), ("pagerLineWidth", false), ("pagerLineHeight", false),
        ("pagerSelectedScale", false), ("bottomTabBarHeight", false), ("maxBottomTabs", true),
    ]

    static let presets = ["ipad-landscape", "ipad-portrait", "iphone", "iphone-se"]

    static func scene(_ kind: Kind, random: inout Random) -> String {
        var lines = ["scene: Gen", "version: 1"]
        switch kind {
        case .largeMetrics:
            lines.append("devices: [" + presets.filter { _ in random.bool() }.joined(separator: ", ") + "]")
            lines.append("navigation: " + random.pick(["stacked", "push", "{regular: stacked, compact: push}"]))
            lines.append("tabBar: " + random.pick(["side", "bottom", "{regular: side, compact: bottom}"]))
            var metrics: [String] = []
            for (key, integer) in metricKeys where random.int(3) == 0 {
                func value() -> String {
                    integer
                        ? String(random.pick([0, 1, 2, 3, 20, 21, 64, 65, random.int(100)]))
                        : random.pick(["0", "0.5", "1", "2000", "99999", "100000", "100001", String(random.int(5000))])
                }
                metrics.append(
                    random.bool() ? "\(key): \(value())" : "\(key): {regular: \(value()), compact: \(value())}")
            }
            lines.append("metrics: {" + metrics.joined(separator: ", ") + "}")
            lines += tabsAndPages(pages: 2 + random.int(4), random: &random, attachment: random.bool())
        case .manyDevices:
            let count = 1 + random.int(300)
            lines.append("devices:")
            for index in 0..<count {
                let width = random.pick(["1", "320", "393", "1024", String(1 + random.int(3000)), "100000"])
                let height = random.pick(["1", "568", "852", "768", String(1 + random.int(3000))])
                lines.append(
                    "  - {name: d\(index), width: \(width), height: \(height), "
                        + "sizeClass: \(random.bool() ? "regular" : "compact")}")
            }
            lines.append("navigation: {regular: stacked, compact: push}")
            lines += tabsAndPages(pages: 2 + random.int(5), random: &random, attachment: false)
        case .densePushes:
            let count = 2 + random.int(39)
            lines.append("devices: [" + random.pick(presets) + "]")
            lines.append("root: p0")
            lines.append("pages:")
            for index in 0..<count {
                let targets = (0..<count).filter { _ in random.int(4) != 0 }.map { "p\($0)" }
                let size = random.pick(["full", "half", "300", "{regular: half, compact: full}"])
                lines.append(
                    "  p\(index): {type: Gen.P\(index), size: \(size), push: [\(targets.joined(separator: ", "))]}")
            }
            lines.append(
                "tests: {maxDepth: \(random.int(9)), maxRepeats: \(random.int(4)), "
                    + "maxStates: \(random.pick([1, 16, 256, 2000, 20000, 100_000]))}")
        case .loweredCodes:
            lines.append("devices: [ipad-landscape, iphone]")
            lines.append("navigation: " + random.pick(["stacked", "{regular: stacked, compact: push}"]))
            lines.append("root: home")
            lines.append("pages:")
            // A mistake of each stage, each only sometimes: an unknown key, an unknown page, a too-wide page, a
            // duplicate push, an unreachable page, a self-pushing stack view.
            lines.append("  home: {type: Gen.Home, push: [detail\(random.bool() ? ", nowhere" : ""), detail]}")
            lines.append(
                "  detail: {type: Gen.Detail, size: \(random.pick(["half", "2000", "full"]))\(random.bool() ? ", colour: red" : "")}"
            )
            if random.bool() { lines.append("  orphan: {type: Gen.Orphan}") }
            if random.bool() {
                lines.append("  queue:")
                lines.append("    type: Gen.Queue")
                lines.append("    stack: {root: a, views: {a: {type: Gen.A, push: [a]}}}")
            }
            let codes = [
                "SC2001", "SC2002", "SC2008", "SC2009", "SC2010", "SC3001", "SC3003", "SC3012", "SC3017", "SC3021",
                "SC4001", "SC4005", "SC4006", "SC4007", "SC4009", "SC1005", "SC5004", "SC9999", "sc4001",
            ]
            let levels = ["error", "warning", "ignore", "sometimes"]
            let entries = (0..<(1 + random.int(6))).map { _ in "\(random.pick(codes)): \(random.pick(levels))" }
            lines.append("diagnostics: {" + entries.joined(separator: ", ") + "}")
            lines.append("tests: {maxStates: \(random.pick([1, 4, 256]))}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Two to six tabs (the first `pages` pages are their roots) and `pages` pages that push each other.
    static func tabsAndPages(pages: Int, random: inout Random, attachment: Bool) -> [String] {
        var lines = ["tabs:"]
        let tabs = max(1, min(pages, 1 + random.int(6)))
        for index in 0..<tabs { lines.append("  - {title: T\(index), root: p\(index)}") }
        if attachment { lines.append("attachment: {page: p0}") }
        lines.append("pages:")
        for index in 0..<pages {
            let next = (index + 1) % pages
            let size = random.pick(["full", "half", "{regular: half, compact: full}", String(1 + random.int(2000))])
            lines.append("  p\(index): {type: Gen.P\(index), size: \(size), push: [p\(next)]}")
        }
        return lines
    }

    /// SplitMix64 over the seed bytes: small, and the same on every platform.
    struct Random {
        var state: UInt64

        init(seed: [UInt8]) {
            state = 0x9E37_79B9_7F4A_7C15
            for byte in seed { state = (state ^ UInt64(byte)) &* 0x1000_0000_01B3 }
        }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// 0 ..< bound.
        mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
        mutating func bool() -> Bool { next() & 1 == 1 }
        mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }
    }
}
