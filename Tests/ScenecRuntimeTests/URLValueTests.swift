import Foundation
import ScenecExpectations
import ScenecRuntime
import Testing

/// Issue 41 item 7: one definition of a `URL` argument value (§10.1, `ArgumentType.isAbsoluteURL`), which
/// Foundation's `URL(string:)` accepts unchanged: the checker's defaults, the runtime's link bindings and the
/// generated code's `URL`s agree. Run on Linux (swift-corelibs-foundation) and on Apple's platforms alike.
@Suite("URL argument values and Foundation (§10.1)")
struct URLValueTests {
    static let accepted = [
        "https://example.com/sample", "music://album/12", "mailto:a@b.example", "a:b", "http://h:8080/x?y=1#z",
        "http://[::1]:80/", "http://user:pw@h/", "https://example.com/%C3%A9", "x-app://h/a;b=c/(d)*!$&'+,~",
        "http://h:/", "file:///tmp/a", "urn:isbn:0451450523",
    ]

    static let refused = [
        "abc", ":x", "1http://h", "http:", "http://h:port/", "https://example.com/a b", "https://example.com/é",
        "https://example.com/a{b}", "http://h/a%2", "http://h/a%zz", "http://h/#a#b", "http://h/[x]", "https://[zz]/",
        "http://h/\"x\"", "http://h/a\\b", "http://h/a|b", "http://h/a^b", "http://h/`", "http://h/<x>", "h ttp://h",
        "http://a:b:c/", "http://a@b@h/",
    ]

    @Test("the documented values are accepted or refused, by the checker's and the runtime's one reading")
    func documentedValues() {
        for text in Self.accepted {
            expectEqual(ArgumentType.url.value(text), .url(text), "\(text)")
            #expect(ArgumentType.url.accepts(.url(text)), "\(text)")
        }
        for text in Self.refused {
            #expect(ArgumentType.url.value(text) == nil, "\(text)")
            #expect(!ArgumentType.url.accepts(.url(text)), "\(text)")
        }
        #expect(ArgumentType.url.accepts(ArgumentType.url.sample))
    }

    @Test("Foundation reads every accepted value, and refuses the ones that failed before")
    func foundationAgrees() {
        for text in Self.accepted {
            let url = URL(string: text)
            expectEqual(url?.absoluteString, text, "\(text): \(String(describing: url))")
        }
        // The issue's example: Foundation refuses it, so the runtime must too.
        #expect(URL(string: "http://h:port/") == nil)
    }

    @Test("random texts: whatever the definition accepts, URL(string:) accepts unchanged")
    func randomTexts() {
        var state: UInt64 = 0x41
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let pieces = [
            "http", "https", "x", "://", ":", "/", "//", "?", "#", "@", "[", "]", "::1", "%", "%2F", "%e9", "%g",
            "80", "port", "h", "example.com", "a", "é", " ", "'", "(", ")", "*", "+", ",", ";", "=", "&", "$", "!",
            "~", "-", ".", "_", "{", "}", "|", "\\", "^", "`", "\"", "<", ">",
        ]
        var checked = 0
        for _ in 0..<20_000 {
            let count = 1 + Int(next() % 8)
            var text = ["http://", "x:", "https://h", "a:"][Int(next() % 4)]
            for _ in 0..<count { text += pieces[Int(next() % UInt64(pieces.count))] }
            guard ArgumentType.isAbsoluteURL(text) else { continue }
            checked += 1
            let url = URL(string: text)
            expectEqual(url?.absoluteString, text, "\(text): \(String(describing: url))")
        }
        #expect(checked > 1_000)
    }
}
