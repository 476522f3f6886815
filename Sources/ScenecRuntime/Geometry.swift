/// A location in a two-dimensional coordinate space, in points.
///
/// Coordinates follow UIKit: the origin is at the top left, x grows to the right and y grows downward.
public struct Point: Sendable, Hashable {
    /// Horizontal coordinate, in points.
    public var x: Double
    /// Vertical coordinate, in points (downward).
    public var y: Double

    /// Creates a point at (`x`, `y`), in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height, in points.
///
/// Sizes computed by this library are non-negative for well-formed inputs; a negative component signals
/// an input that the original library would also have laid out upside down (for example a header shorter
/// than its pin height).
public struct Size: Sendable, Hashable {
    /// Horizontal extent, in points.
    public var width: Double
    /// Vertical extent, in points.
    public var height: Double

    /// Creates a size of `width` × `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size 0 × 0.
    public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle: an origin (x, y) and a size (width, height), all in points.
///
/// Unlike `CGRect`, a rectangle is never standardized: `minX` is always `x` and `maxX` is always
/// `x + width`, so a negative width gives `maxX < minX`. Such a rectangle is empty.
public struct Rect: Sendable, Hashable {
    /// Left edge, in points.
    public var x: Double
    /// Top edge, in points.
    public var y: Double
    /// Horizontal extent, in points; non-negative for a non-empty rectangle.
    public var width: Double
    /// Vertical extent, in points; non-negative for a non-empty rectangle.
    public var height: Double

    /// Creates the rectangle with top-left corner (`x`, `y`) and size `width` × `height`, in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates the rectangle with top-left corner `origin` and extent `size`.
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The rectangle (0, 0, 0, 0).
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The top-left corner (`x`, `y`).
    public var origin: Point { Point(x: x, y: y) }
    /// The extent (`width`, `height`).
    public var size: Size { Size(width: width, height: height) }
    /// The left edge, `x`.
    public var minX: Double { x }
    /// The horizontal centre, `x + width / 2`.
    public var midX: Double { x + width / 2 }
    /// The right edge, `x + width`.
    public var maxX: Double { x + width }
    /// The top edge, `y`.
    public var minY: Double { y }
    /// The vertical centre, `y + height / 2`.
    public var midY: Double { y + height / 2 }
    /// The bottom edge, `y + height`.
    public var maxY: Double { y + height }
    /// True when the rectangle encloses no area (width or height ≤ 0).
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// True when `point` lies inside the half-open rectangle `[minX, maxX) × [minY, maxY)`, as `CGRect` does.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// True when `other` lies entirely inside this rectangle, edges included.
    ///
    /// An empty `other` is contained when its edges lie within this rectangle's edges.
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// True when the two rectangles share an area greater than zero; empty rectangles intersect nothing.
    public func intersects(_ other: Rect) -> Bool {
        guard !isEmpty, !other.isEmpty else { return false }
        return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// This rectangle moved by `dx` points to the right and `dy` points down.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// This rectangle shrunk by `insets` on each side (a negative inset grows it).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left,
            y: y + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom
        )
    }
}

/// Distances from the four edges of a rectangle, in points (positive = inward).
public struct EdgeInsets: Sendable, Hashable {
    /// Distance from the top edge, in points.
    public var top: Double
    /// Distance from the left edge, in points.
    public var left: Double
    /// Distance from the bottom edge, in points.
    public var bottom: Double
    /// Distance from the right edge, in points.
    public var right: Double

    /// Creates insets with the given distances, in points; each defaults to 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// All four insets 0.
    public static let zero = EdgeInsets()
}
