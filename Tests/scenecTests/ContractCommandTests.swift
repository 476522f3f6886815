import Foundation
import ScenecExpectations
import ScenecTestSupport
import Testing

/// Issue 28, the contract and the command line: severities that cannot be chosen, the `diagnostics:` mapping's own
/// errors, and standard input given twice; through the real binary.
@Suite(.serialized) struct ContractCommandTests {
    /// A scene with one warning (SC4001, a half page wider than the iPhone's navigation area).
    static let tooWide = SeverityCommandTests.tooWide

    @Test("an output problem (SC5xxx) cannot be lowered: a usage error on the command line, an error in the scene")
    func outputCodesCannotBeLowered() throws {
        let directory = try Scenec.directory(holding: Self.tooWide)
        for option in ["--warning", "--ignore"] {
            for code in ["SC5001", "SC5004"] {
                let result = try Scenec.run(["validate", option, code, "Shop.scene.yaml"], in: directory)
                expectEqual(result.status, 2, "\(option) \(code)")
                expectEqual(
                    result.stderr,
                    "scenec: error: \(code) is an output problem of the run, not of the scene, which cannot be lowered\n"
                )
            }
        }
        // `--error` is what they are already: accepted.
        let raised = try Scenec.run(["validate", "--error", "SC5004", "Shop.scene.yaml"], in: directory)
        expectEqual(raised.status, 0, "\(raised.stderr)")
        let inScene = try Scenec.directory(holding: Self.tooWide + "diagnostics: {SC5004: ignore}\n")
        let result = try Scenec.run(["validate", "Shop.scene.yaml"], in: inScene)
        expectEqual(result.status, 1)
        #expect(result.stderr.contains("8:23: error: the severity of SC5004 cannot be lowered: output problems"))
    }

    @Test("the diagnostics: mapping never hides the errors about its own entries")
    func mappingDoesNotHideItsOwnErrors() throws {
        let (directory, result) = try Scenec.validate(
            Self.tooWide + "diagnostics: {SC2008: ignore, SC9999: error, SC3003: sometimes}\n")
        expectEqual(result.status, 1)
        #expect(result.stderr.contains("8:31: error: 'SC9999' is not a value of 'diagnostics'"))
        #expect(result.stderr.contains("8:54: error: 'sometimes' is not a value of 'SC3003'"))
        #expect(result.stderr.hasSuffix("scenec: 2 errors, 0 warnings in 1 file\n"), "\(result.stderr)")
        // Elsewhere in the scene the mapping still applies.
        let elsewhere = try Scenec.directory(
            holding:
                Self.tooWide.replacingOccurrences(of: "size: half", with: "size: halff")
                + "diagnostics: {SC2008: warning}\n")
        let lowered = try Scenec.run(["validate", "Shop.scene.yaml"], in: elsewhere)
        #expect(lowered.stderr.contains("warning: 'halff'"), "\(lowered.stderr)")
        // The command line still chooses for every diagnostic.
        let ignored = try Scenec.run(["validate", "--ignore", "SC2008", "Shop.scene.yaml"], in: directory)
        expectEqual(ignored.status, 0, "\(ignored.stderr)")
    }

    @Test("a misspelt code is suggested only as a code whose severity can be chosen")
    func suggestionsCanBeLowered() throws {
        // SC1011 and SC5001 are one edit away; neither can be lowered.
        for (written, suggestion) in [("SC1011x", nil as String?), ("SC5001x", nil), ("SC4001x", "SC4001")] {
            let (_, result) = try Scenec.validate(Self.tooWide + "diagnostics: {\(written): ignore}\n")
            expectEqual(result.status, 1)
            #expect(result.stderr.contains("'\(written)' is not a value of 'diagnostics'"))
            #expect(!result.stderr.contains("mean 'SC1"), "\(written): \(result.stderr)")
            #expect(!result.stderr.contains("mean 'SC5"), "\(written): \(result.stderr)")
            #expect(!result.stderr.contains("expected SC1"), "\(written): \(result.stderr)")
            if let suggestion {
                #expect(result.stderr.contains("did you mean '\(suggestion)'?"), "\(result.stderr)")
            }
        }
    }

    @Test("standard input can be read once: '-' twice is a usage error")
    func standardInputOnce() throws {
        let result = try Scenec.run(["validate", "-", "-"], input: Array(Self.tooWide.utf8))
        expectEqual(result.status, 2)
        expectEqual(
            result.stderr,
            "scenec: error: '-' (standard input) is given more than once; standard input can be read only once\n")
        let once = try Scenec.run(["validate", "-"], input: Array(Self.tooWide.utf8))
        expectEqual(once.status, 0, "\(once.stderr)")
    }
}
