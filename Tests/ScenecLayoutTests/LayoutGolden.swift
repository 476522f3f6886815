import ScenecDiagnostics
import ScenecLayout
import ScenecOutput
import ScenecRuntime
import ScenecSema

/// The layout goldens of an example, one per device, `Golden/<Scene>/<device>.json`: every enumerated state's layout
/// JSON (what `scenec layout` prints), pretty-printed (indented by tabs), with what repeats stored once. Frames are
/// `[x, y, width, height]`; `shared` holds the layout fields (and the fields of layout objects) that are the same in
/// every state, `transitions` the `transition` of each top page when it depends on the top page alone, and each
/// state keeps the rest of its layout. A list of objects with the same keys is a table: `{"keys": [...], "rows":
/// [[...], ...]}`. Each state's `state` (the `scenec layout` options), the same on every device, is stored once for
/// the example in `Golden/<Scene>/states.json`; a device's file keeps a state's `state` only where it differs.
enum LayoutGolden {
    /// The `state` (the `scenec layout` options) of every state of `table`, by state name, in the order the devices
    /// list them first: what `states.json` stores.
    static func states(_ table: LayoutTable) -> [(String, JSONValue)] {
        var states: [(String, JSONValue)] = []
        var seen: Set<String> = []
        for entry in table.devices {
            for laidOut in entry.entries where seen.insert(laidOut.state.name).inserted {
                states.append((laidOut.state.name, LayoutJSON.state(laidOut.state)))
            }
        }
        return states
    }

    /// The text of `states.json` for `table`, ending with a newline.
    static func statesDocument(_ table: LayoutTable) -> String {
        pretty(.object(states(table)), indent: 0) + "\n"
    }

    /// The golden text of `entry`, ending with a newline; `states` is `states(_:)` of its table.
    static func document(_ entry: LayoutTable.DeviceEntry, states options: [(String, JSONValue)]) -> String {
        let layouts = entry.entries.map { fields(compact(LayoutJSON.json($0))) }
        // The fields whose value is the same in every state, and the parts of object fields that are.
        var shared: [(String, JSONValue)] = []
        var sharedParts: [String: [String]] = [:]
        for (key, value) in layouts.first ?? [] {
            let values = layouts.map { field(key, of: $0) }
            if values.allSatisfy({ $0 == value }) {
                shared.append((key, value))
                continue
            }
            guard case .object(let pairs) = value else { continue }
            let constant = pairs.filter { part in
                layouts.allSatisfy { layout in
                    guard case .object(let others)? = field(key, of: layout) else { return false }
                    return others.first { $0.0 == part.0 }?.1 == part.1
                }
            }
            if !constant.isEmpty {
                shared.append((key, .object(constant)))
                sharedParts[key] = constant.map(\.0)
            }
        }
        let sharedKeys = Set(shared.filter { sharedParts[$0.0] == nil }.map(\.0))
        // The transition of each top page, when no two states with the same top page differ.
        var transitions: [(String, JSONValue)] = []
        var byTop = true
        for (laidOut, layout) in zip(entry.entries, layouts) {
            let top = laidOut.state.top.rawValue  // the last presented page when there is one (§10.2)
            let transition = field("transition", of: layout) ?? .null
            if let known = transitions.first(where: { $0.0 == top }) {
                byTop = byTop && known.1 == transition
            } else {
                transitions.append((top, transition))
            }
        }
        var states: [(String, JSONValue)] = []
        for (laidOut, layout) in zip(entry.entries, layouts) {
            var own: [(String, JSONValue)] = []
            let state = LayoutJSON.state(laidOut.state)
            if field(laidOut.state.name, of: options) != state { own.append(("state", state)) }
            for (key, value) in layout where !sharedKeys.contains(key) && !(byTop && key == "transition") {
                if let parts = sharedParts[key], case .object(let pairs) = value {
                    own.append((key, .object(pairs.filter { !parts.contains($0.0) })))
                } else {
                    own.append((key, value))
                }
            }
            states.append((laidOut.state.name, tables(.object(own))))
        }
        var document: [(String, JSONValue)] = [("shared", tables(.object(shared)))]
        if byTop {
            document.append(("transitions", .object(transitions.filter { $0.1 != .null })))
        }
        document.append(("states", .object(states)))
        return pretty(.object(document), indent: 0) + "\n"
    }

    /// The fields of an object (none for another value).
    static func fields(_ value: JSONValue) -> [(String, JSONValue)] {
        if case .object(let pairs) = value { pairs } else { [] }
    }

    /// The value of `key` in `fields`.
    static func field(_ key: String, of fields: [(String, JSONValue)]) -> JSONValue? {
        fields.first { $0.0 == key }?.1
    }

    /// `value` with every `{"x", "y", "width", "height"}` object written `[x, y, width, height]`.
    static func compact(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let pairs):
            if pairs.map(\.0) == ["x", "y", "width", "height"] { return .array(pairs.map(\.1)) }
            return .object(pairs.map { ($0.0, compact($0.1)) })
        case .array(let values): return .array(values.map(compact))
        default: return value
        }
    }

    /// `value` with every list of two or more objects with the same keys written as a table.
    static func tables(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let pairs):
            return .object(pairs.map { ($0.0, tables($0.1)) })
        case .array(let values):
            let rows = values.map(fields)
            guard values.count > 1, let keys = rows.first?.map(\.0), !keys.isEmpty,
                rows.allSatisfy({ $0.map(\.0) == keys }),
                values.allSatisfy({ if case .object = $0 { true } else { false } })
            else { return .array(values.map(tables)) }
            return .object([
                ("keys", .array(keys.map(JSONValue.string))),
                ("rows", .array(rows.map { .array($0.map { tables($0.1) }) })),
            ])
        default:
            return value
        }
    }

    /// The widest line a value is kept on.
    static let width = 200

    /// `value` on one line when it fits in `width` at `indent` (a level counted two columns wide), else one member per
    /// line, each level indented by a tab.
    static func pretty(_ value: JSONValue, indent: Int) -> String {
        let line = value.serialized(pretty: false)
        if line.count + 2 * indent <= width { return line }
        let padding = String(repeating: "\t", count: indent + 1)
        let closing = String(repeating: "\t", count: indent)
        switch value {
        case .object(let pairs):
            let members = pairs.map {
                padding + JSONValue.string($0.0).serialized(pretty: false) + ": " + pretty($0.1, indent: indent + 1)
            }
            return "{\n" + members.joined(separator: ",\n") + "\n" + closing + "}"
        case .array(let values):
            let members = values.map { padding + pretty($0, indent: indent + 1) }
            return "[\n" + members.joined(separator: ",\n") + "\n" + closing + "]"
        default:
            return line
        }
    }
}
