import Foundation
import ScenecExpectations
import ScenecRuntime
import Testing

@testable import struct ScenecRuntime.SceneContainer

/// Every reason a restore report can give (scene format §10.4) is a sentence a developer can act on (issue 41): no
/// raw enum value (`navigation(ScenecRuntime.StackedNavigationError.indexOutOfRange(-1))`), no empty name (`''`),
/// "an Int".
@Suite struct RestoreReasonTests {
    /// One error of every case, each with an empty name where it has a name: the switch has no `default`, so a new
    /// case of `SceneError`, `StackedNavigationError`, `PageStackError` or `ArgumentError` does not compile here
    /// until it is added.
    static func everyError(named name: String) -> [SceneError] {
        var errors: [SceneError] = [
            .notAnEntry(name), .undeclaredPush(from: name, to: name), .navigation(.alreadyInStack(id: name)),
            .navigation(.emptyStack), .navigation(.indexOutOfRange(-1)), .noPager(name), .pagerTabOutOfRange(-1),
            .noHeader(name), .noStack(name), .undeclaredViewMove(from: name, to: name), .pageStack(.animating),
            .pageStack(.alreadyAtRoot), .pageStack(.notInStack(name)), .pageStack(.isTop(name)),
            .pageStack(.switchingToTop(name)), .pageStack(.alreadyInStack(name)), .activationInPushStyle(-1),
            .tabOutOfRange(-1), .undeclaredPresent(from: name, to: name), .nothingPresented,
            .detentUnavailable(page: name, detent: .medium),
        ]
        for type in ["Int", "Int?", "String", "Double?", "UUID", "URL", "[title, date]", "[a, b]?"] {
            errors.append(.arguments(page: name, .wrongType(name, expected: type)))
        }
        errors += [.arguments(page: name, .unknown(name)), .arguments(page: name, .missing(name))]
        for error in errors {
            switch error {
            case .notAnEntry, .undeclaredPush, .noPager, .pagerTabOutOfRange, .noHeader, .noStack, .undeclaredViewMove,
                .activationInPushStyle, .tabOutOfRange, .undeclaredPresent, .nothingPresented, .detentUnavailable:
                break
            case .navigation(let inner):
                switch inner {
                case .alreadyInStack, .emptyStack, .indexOutOfRange: break
                }
            case .pageStack(let inner):
                switch inner {
                case .animating, .alreadyAtRoot, .notInStack, .isTop, .switchingToTop, .alreadyInStack: break
                }
            case .arguments(_, let inner):
                switch inner {
                case .unknown, .wrongType, .missing: break
                }
            }
        }
        return errors
    }

    @Test(arguments: ["", "album"])
    func everyReasonIsASentence(_ name: String) {
        let errors = Self.everyError(named: name)
        for error in errors {
            let reason = SceneContainer.reason(error)
            #expect(_SavedNavigationInvariants.isSentence(reason), "\(error): \(reason)")
            #expect(!reason.contains("\(error)"), "\(error): \(reason)")
            // An error that holds a name says it is empty, rather than printing nothing between quotes.
            if name.isEmpty, "\(error)".contains("\"\"") { #expect(reason.contains("empty"), "\(error): \(reason)") }
        }
        // Distinct errors say distinct things (up to the two page-stack cases that mean the same to a reader).
        expectEqual(Set(errors.map(SceneContainer.reason)).count, errors.count - 1)
    }

    @Test func argumentTypesTakeTheirArticle() {
        let reasons = [
            ("Int", "argument 'n' takes an Int"), ("Int?", "argument 'n' takes an Int or no value"),
            ("String", "argument 'n' takes a String"), ("UUID", "argument 'n' takes a UUID"),
            ("URL", "argument 'n' takes a URL"), ("[title, date]", "argument 'n' takes one of title, date"),
        ]
        for (type, sentence) in reasons {
            expectEqual(ArgumentError.wrongType("n", expected: type).description, sentence)
        }
    }

    /// The texts of whole restores, from the state through the public API: the two of issue 41 and the others a
    /// scene refuses.
    @Test func restoreReportsReadAsSentences() throws {
        let definition = _SavedNavigationInvariants.definition
        let device = _SavedNavigationInvariants.device
        var saved = _SavedNavigationInvariants.states[0]
        saved.navigations[1].active = -1
        saved.selectedTab = -1
        saved.navigations[1].pages[2].pagerTab = -1
        let (_, report) = SceneContainer.restoring(saved, definition: definition, device: device)
        expectEqual(
            report.dropped.map(\.description),
            [
                "tab 1, page 2, pager tab -1: the pager of 'album' has 2 tabs (0 to 1)",
                "tab 1, active page -1: the restored navigation has 3 pages (0 to 2)",
                "the selected tab -1: the scene has 2 tabs (0 to 1); the first is selected",
            ])
        // Presented from the attachment of a scene without one (once `'' does not present 'player'`).
        var withoutAttachment = definition
        withoutAttachment.attachment = nil
        let attached = SceneContainer.restoring(
            _SavedNavigationInvariants.states[3], definition: withoutAttachment, device: device)
        expectEqual(
            attached.report.dropped.map(\.description),
            [
                "presentation 0, page 0 ('player'): it was presented from the attachment page, and the scene has none"
            ])
        // Bytes that are no state: what is wrong, and where.
        let unreadable = SceneContainer.restoring(
            decoding: { try JSONDecoder().decode(SavedNavigation.self, from: Data(#"{"version": 1}"#.utf8)) },
            definition: definition, device: device)
        expectEqual(
            unreadable.report.dropped.map(\.description),
            [
                "the state: it cannot be read: the key 'navigations' is missing at the top level"
            ])
        for drop in report.dropped + attached.report.dropped + unreadable.report.dropped {
            #expect(_SavedNavigationInvariants.isSentence(drop.reason), "\(drop)")
        }
    }
}
