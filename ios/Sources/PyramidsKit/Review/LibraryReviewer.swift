// The app's reviewer: the library's GameReviewer of a session's played line.
import PyramidsCore

extension AppModel {
    public static let libraryReviewer: @Sendable (PlaySession) throws -> any GameReviewerProtocol = { _ in
        // Until the back end's GameReviewer is merged (see ReviewContractStandIn.swift).
        throw PyramidsError.Internal(reason: "the review is not in this build yet")
    }
}
