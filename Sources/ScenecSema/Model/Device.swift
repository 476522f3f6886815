public import ScenecDiagnostics
public import ScenecRuntime

/// A device that checks and layout tests run on, where the scene names it.
public struct Device: Sendable, Hashable {
    /// The preset name or the custom device's name, where it is written.
    public var name: Located<String>
    /// The device itself: its name, window size (the window is its full bounds), size class and idiom.
    public var runtime: SceneDevice
    /// Whether it came from the preset table (spec section 7).
    public var isPreset: Bool

    /// Creates a device; without `idiom`, an iPad when `sizeClass` is regular and an iPhone when it is compact.
    public init(
        name: Located<String>, width: Double, height: Double, sizeClass: SceneSizeClass,
        idiom: SceneDeviceIdiom? = nil, isPreset: Bool
    ) {
        self.name = name
        self.runtime = SceneDevice(name: name.value, width: width, height: height, sizeClass: sizeClass, idiom: idiom)
        self.isPreset = isPreset
    }

    /// The presets of spec section 7, in the spec's order.
    public static let presets: [SceneDevice] = [
        SceneDevice(name: "ipad-landscape", width: 1024, height: 768, sizeClass: .regular),
        SceneDevice(name: "ipad-portrait", width: 768, height: 1024, sizeClass: .regular),
        SceneDevice(name: "ipad-11-landscape", width: 1194, height: 834, sizeClass: .regular),
        SceneDevice(name: "ipad-11-portrait", width: 834, height: 1194, sizeClass: .regular),
        SceneDevice(name: "ipad-13-landscape", width: 1366, height: 1024, sizeClass: .regular),
        SceneDevice(name: "ipad-13-portrait", width: 1024, height: 1366, sizeClass: .regular),
        SceneDevice(name: "ipad-mini-landscape", width: 1133, height: 744, sizeClass: .regular),
        SceneDevice(name: "ipad-mini-portrait", width: 744, height: 1133, sizeClass: .regular),
        SceneDevice(name: "iphone", width: 393, height: 852, sizeClass: .compact),
        SceneDevice(name: "iphone-se", width: 375, height: 667, sizeClass: .compact),
        SceneDevice(name: "iphone-max", width: 430, height: 932, sizeClass: .compact),
    ]

    /// The devices used when a scene declares none.
    public static let defaultNames = ["ipad-landscape", "ipad-portrait"]

    /// The preset named `name`, located at `range`.
    public static func preset(_ name: String, at range: SourceRange) -> Device? {
        presets.first { $0.name == name }.map {
            Device(
                name: Located(name, at: range), width: $0.width, height: $0.height, sizeClass: $0.sizeClass,
                isPreset: true)
        }
    }
}

/// The metrics a scene overrides (spec section 8); nil means the library default, which
/// lives in `ScenecRuntime.Metrics`.
public struct MetricOverrides: Sendable, Hashable {
    /// How a metric key sets its property of `Metrics`: a number, or a whole number. Closures rather than key
    /// paths: the table is made in every run that lowers `metrics:` (cold starts count), and each key path would
    /// cost about ten thousand instructions the first time it is made.
    public enum Property: Sendable {
        /// A length, an opacity or a scale.
        case number(@Sendable (inout Metrics, Double) -> Void)
        /// A count (`stackedLayers`, `maxBottomTabs`).
        case whole(@Sendable (inout Metrics, Int) -> Void)
    }

    /// Every metric key of the format, in the spec's order, and how it sets its property of `Metrics`.
    public static let properties: [(key: String, property: Property)] = [
        ("sidebarWidth", .number { $0.sidebarWidth = $1 }),
        ("tabItemHeight", .number { $0.tabItemHeight = $1 }),
        ("tabItemSpacing", .number { $0.tabItemSpacing = $1 }),
        ("attachmentHeight", .number { $0.attachmentHeight = $1 }),
        ("halfPageWidth", .number { $0.halfPageWidth = $1 }),
        ("stackedLayers", .whole { $0.stackedLayers = $1 }),
        ("stackedLayerOffset", .number { $0.stackedLayerOffset = $1 }),
        ("overlayOpacity", .number { $0.overlayOpacity = $1 }),
        ("pagerBarHeight", .number { $0.pagerBarHeight = $1 }),
        ("pagerLineWidth", .number { $0.pagerLineWidth = $1 }),
        ("pagerLineHeight", .number { $0.pagerLineHeight = $1 }),
        ("pagerSelectedScale", .number { $0.pagerSelectedScale = $1 }),
        ("bottomTabBarHeight", .number { $0.bottomTabBarHeight = $1 }),
        ("maxBottomTabs", .whole { $0.maxBottomTabs = $1 }),
        ("sheetTopGap", .number { $0.sheetTopGap = $1 }),
        ("sheetMediumFraction", .number { $0.sheetMediumFraction = $1 }),
        ("pageSheetWidth", .number { $0.pageSheetWidth = $1 }),
        ("formSheetWidth", .number { $0.formSheetWidth = $1 }),
        ("formSheetHeight", .number { $0.formSheetHeight = $1 }),
        ("popoverWidth", .number { $0.popoverWidth = $1 }),
        ("popoverHeight", .number { $0.popoverHeight = $1 }),
        ("popoverMargin", .number { $0.popoverMargin = $1 }),
        ("navigationBarHeight", .number { $0.navigationBarHeight = $1 }),
    ]

    /// Every metric key of the format, in the spec's order.
    public static let keys = properties.map { $0.key }

    /// The keys whose values are whole numbers.
    public static let integerKeys = Set(
        properties.compactMap { entry in if case .whole = entry.property { entry.key } else { nil } })

    /// The overridden values by key, in source order, on regular devices (and on compact ones unless
    /// `compactValues` has the key). `stackedLayers` and `maxBottomTabs` hold whole numbers.
    public var values: [(key: String, value: Located<Double>)] = []
    /// The values of keys written `{regular: n, compact: n}`, on compact devices, in source order.
    public var compactValues: [(key: String, value: Located<Double>)] = []

    /// The override of `key` on compact devices, if any.
    public func compactValue(_ key: String) -> Located<Double>? {
        compactValues.first { $0.key == key }?.value ?? self[key]
    }

    /// The override of `key`, if any.
    public subscript(key: String) -> Located<Double>? {
        values.first { $0.key == key }?.value
    }

    /// Compares keys and values in order.
    public static func == (lhs: MetricOverrides, rhs: MetricOverrides) -> Bool {
        lhs.values.count == rhs.values.count
            && zip(lhs.values, rhs.values).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            && lhs.compactValues.count == rhs.compactValues.count
            && zip(lhs.compactValues, rhs.compactValues).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    /// Hashes keys and values in order.
    public func hash(into hasher: inout Hasher) {
        for (key, value) in values + compactValues {
            hasher.combine(key)
            hasher.combine(value)
        }
    }
}
