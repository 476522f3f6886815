/// The one way scenec writes a number as text, for people (messages, `layout --format text`, SVG) and in
/// JSON: integral values without a fraction (`944`), others in the shortest form that reads back as the same
/// `Double` (`0.2058`, `1e-06`, `1e+20`). Every form is a valid JSON number.
public enum NumberText {
    /// The largest finite `Double`, written out; what an infinity prints as.
    static let largest = "1.7976931348623157e+308"

    /// `value` as text.
    ///
    /// The scene format's ranges (every size is finite and at most 100,000 points) keep infinities and NaN
    /// out of every value scenec prints. Should one arise anyway, it is still printed as a number, never as
    /// `null`, `inf` or `nan`: NaN as `0` and an infinity as the largest finite number of its sign, so that
    /// JSON stays valid and a message stays readable. No assertion: printing never stops the compiler.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else {
            if value.isNaN { return "0" }
            return value < 0 ? "-" + largest : largest
        }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// `value` as text for people (`scenec layout --format text`, SVG labels): rounded to at most 4 decimals,
    /// then written as `format(_:)` writes it, so `0.44999999999999996` reads `0.45` and `1/3` reads
    /// `0.3333`. JSON keeps `format(_:)`, at full precision.
    public static func readable(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e11 else { return format(value) }
        let rounded = (value * 10_000).rounded() / 10_000
        return format(rounded == 0 ? 0 : rounded)
    }
}
