// Learn from your mistakes: after a game, its reviewed mistakes with an
// exact or proven better move (the library's MistakeController, which
// decides which games have them: Pyramida and Pylos) are offered on the
// game-over sheet and the review screen. The review is slow (Pyramida's
// solved table the first time, Pylos's proofs), so it is made off the main
// actor.
import PyramidsCore

public enum MistakeOffers {
    /// Whose mistakes: the one human against the computer; in pass-and-play
    /// the player who lost, seat 0 on a draw; nobody when no human played.
    public static func seat(_ snapshot: Snapshot) -> Int32? {
        let humans = snapshot.seats.indices.filter { snapshot.seats[$0].isHuman }
        if humans.count == 1 { return Int32(humans[0]) }
        guard humans.count > 1 else { return nil }
        if case .win(let winner) = snapshot.outcome { return humans.first { Int32($0) != winner }.map(Int32.init) ?? 0 }
        return 0
    }

    /// The controller and its worded offer, or nil (another game, no
    /// mistake, nobody to offer it to).
    public static func make(_ session: PlaySession, catalog: TextCatalog) async -> (MistakeController, MistakeOffer)? {
        let snapshot = session.snapshot()
        guard snapshot.isOver, let seat = seat(snapshot) else { return nil }
        let core = session.core
        let made = try? await PlaySession.offMain({ () -> MistakeOfferMade? in
            let controller = try MistakeController(session: core, seat: seat)
            return controller.offer(catalog: catalog).map { MistakeOfferMade(controller: controller, offer: $0) }
        }, onCancel: {})
        guard let made = made ?? nil else { return nil }
        return (made.controller, made.offer)
    }

    /// The offer as a card button: its title, its detail, and a drawn
    /// arrow into it (it opens the first position).
    @MainActor public static func draw(_ p: Painter, _ box: Box, _ offer: MistakeOffer, scale s: UIScale) {
        p.fill(.roundRect(box, radius: s.pt(14)), Theme.surfaceHigh)
        p.stroke(.roundRect(box, radius: s.pt(14)), width: s.pt(2), color: Theme.accent)
        let pad = s.pt(14)
        let arrow = min(box.height * 0.22, s.pt(10))
        let right = box.maxX - pad - 2 * arrow
        var title = s.label
        title.color = Theme.accent
        let twoLines = box.height >= s.label.size * 1.3 + s.small.size * 1.3 + s.pt(8)
        let titleY = twoLines ? box.center.y - s.small.size * 0.7 : box.center.y
        p.drawTextCentered(offer.title, x: box.x + pad, cy: titleY,
                           style: p.fitted(offer.title, style: title, maxWidth: right - box.x - pad, minSize: s.pt(10)))
        if twoLines {
            var detail = s.small
            detail.color = Theme.text
            p.drawTextCentered(offer.detail, x: box.x + pad, cy: box.center.y + s.label.size * 0.7,
                               style: p.fitted(offer.detail, style: detail, maxWidth: right - box.x - pad, minSize: s.pt(8)))
        }
        let c = Pt(box.maxX - pad - arrow, box.center.y)
        p.stroke(.path([.move(Pt(c.x - arrow * 0.5, c.y - arrow)), .line(Pt(c.x + arrow * 0.5, c.y)), .line(Pt(c.x - arrow * 0.5, c.y + arrow))]),
                 width: s.pt(2.5), color: Theme.accent)
    }

    /// The card's height: two lines and room round them, never under a touch target.
    public static func height(_ s: UIScale) -> Double { max(s.minTouch(table: false), s.label.size * 1.3 + s.small.size * 1.3 + s.pt(16)) }
}

/// The controller and its offer, handed back from the review's queue.
private struct MistakeOfferMade: @unchecked Sendable {
    let controller: MistakeController
    let offer: MistakeOffer
}
