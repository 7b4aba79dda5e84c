// The app's reviewer: the library's GameReviewer of a session's played line
// (it keeps its own copy of the record; the session may play on).
import PyramidsCore

extension AppModel {
    public static let libraryReviewer: @Sendable (PlaySession) throws -> any GameReviewerProtocol = { session in
        try GameReviewer(session: session.core)
    }
}
