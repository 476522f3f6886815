import ScenecRuntime

/// The tolerance every worked example is compared with.
let tolerance = 1e-6

/// True when `a` and `b` differ by at most `tolerance`.
func isClose(_ a: Double, _ b: Double, tolerance: Double = tolerance) -> Bool {
    abs(a - b) <= tolerance
}

/// True when all four components of the rectangles are close.
func isClose(_ a: Rect?, _ b: Rect?, tolerance: Double = tolerance) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
        && isClose(a.width, b.width, tolerance: tolerance) && isClose(a.height, b.height, tolerance: tolerance)
}

/// True when both components of the sizes are close.
func isClose(_ a: Size, _ b: Size) -> Bool {
    isClose(a.width, b.width) && isClose(a.height, b.height)
}

/// A deterministic 64-bit generator (SplitMix64), so property tests replay exactly.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Builds a stacked navigation from a spec like "F H H" (F = full, H = half, a number = fixed points):
/// the first page is the root, each next one is pushed (and activated); ids are "p0", "p1", ….
func stack(_ spec: String) -> StackedNavigation {
    let pages = spec.split(separator: " ").enumerated().map { index, token in
        let width: PageWidth =
            switch token {
            case "F": .full
            case "H": .half
            default: .points(Double(token)!)
            }
        return StackedPage(id: "p\(index)", width: width)
    }
    var navigation = StackedNavigation(root: pages[0])
    for page in pages.dropFirst() {
        try! navigation.push(page)
    }
    return navigation
}
