import Foundation

// What the interaction and lesson scenario runners share: the files, the
// names the scenarios give the FFI's cases, and JSON text to compare facts
// with expectations as the Rust runners do.

/// The scenario files of one game in `tests/scenarios/<folder>/<game>/`, in order.
func scenarioFiles(_ folder: String, _ game: String) -> [String] {
    let dir = Support.scenariosDir.appendingPathComponent(folder).appendingPathComponent(game)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
}

/// A case's name as the scenarios write it: `skipTile` is `skip_tile`,
/// `pyramidoPlace(floor: 1)` is `pyramido_place`.
func caseName(_ value: Any) -> String {
    snake(String(String(describing: value).prefix(while: { $0.isLetter || $0.isNumber })))
}

struct ScenarioFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// A JSON value as its JSON text, so a fact and an expectation compare as
/// the Rust runner compares them (`1` is not `true`, null is null).
func jsonText(_ value: Any?) -> String {
    switch value {
    case nil, is NSNull: return "null"
    case let n as NSNumber where String(cString: n.objCType) == "c": return n.boolValue ? "true" : "false"
    case let n as NSNumber: return "\(n.int64Value)"
    case let s as String: return "\"\(s)\""
    case let a as [Any]: return "[" + a.map(jsonText).joined(separator: ",") + "]"
    default: return "\(value!)"
    }
}
