// The player's settings (the shared model's AppSettings: sound, vibration,
// animation speed, coordinates, patterns, language, the confirming tap),
// kept as settings.json beside the saves (ProgressFile, as the lessons'
// file) and written at once after every change: a setting is changed
// rarely and applies at once, so there is nothing to batch.
import Foundation
import PyramidsCore

public final class SettingsStore: @unchecked Sendable {
    /// Far larger than every setting's value.
    public static let maxBytes = 64 * 1024
    public static let fileName = "settings.json"

    public let settings: AppSettings
    private let store: ProgressFile

    public var file: URL { store.url }
    public var loadProblem: ProgressFile.LoadProblem? { store.loadProblem }
    /// The last write's failure (nil: saved).
    public var saveFailure: String? { store.saveFailure }
    public var values: Settings { settings.values() }

    public init(directory: URL, writer: @escaping @Sendable (FileHandle, Data) throws -> Void = { try $0.write(contentsOf: $1) }) {
        (store, settings) = ProgressFile.open(directory.appendingPathComponent(Self.fileName), maxBytes: Self.maxBytes, writer: writer,
                                              parse: { try AppSettings.fromJson(text: $0) }, empty: { AppSettings.defaults() })
    }

    /// Changes one row and writes the file; a value the row does not take
    /// changes nothing (false).
    @discardableResult
    public func set(_ id: SettingId, _ value: SettingValue) -> Bool {
        guard (try? settings.set(id: id, value: value)) != nil else { return false }
        store.write(settings.toJson())
        return true
    }
}
