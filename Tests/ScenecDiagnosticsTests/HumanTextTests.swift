import ScenecDiagnostics
import Testing

/// The one number formatter and the one escaping of human-readable text.
@Suite struct HumanTextTests {
    @Test("numbers: integral without a fraction, others shortest, every form a JSON number")
    func numbers() {
        #expect(NumberText.format(944) == "944")
        #expect(NumberText.format(-0.0) == "0")
        #expect(NumberText.format(0.2058) == "0.2058")
        #expect(NumberText.format(1e20) == "1e+20")
        #expect(NumberText.format(1e-6) == "1e-06")
    }

    @Test("infinity and NaN print as numbers, never as null, inf or nan")
    func nonFiniteNumbersStayNumbers() {
        for value in [Double.infinity, -.infinity, .nan, -.nan] {
            let text = NumberText.format(value)
            #expect(Double(text)?.isNaN == false, "\(value) -> \(text)")
            for word in ["null", "inf", "nan"] { #expect(!text.lowercased().contains(word), "\(value) -> \(text)") }
            let json = JSONValue.array([.number(value)]).serialized(pretty: false)
            #expect(!json.contains("null"), "\(json)")
        }
        #expect(NumberText.format(.infinity) == "1.7976931348623157e+308")
        #expect(NumberText.format(-.infinity) == "-1.7976931348623157e+308")
        #expect(NumberText.format(.nan) == "0")
    }
}
