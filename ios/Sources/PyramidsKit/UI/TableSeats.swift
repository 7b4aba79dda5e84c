// Table mode's seat layout, decided once in Rust (`pyramids-play`'s table
// module, `table_seat_sides`): which edge each seat sits at on an iPad lying
// flat between the players, and the angle its panel (and the board, on its
// turn) is turned by. Two seats: bottom and top; three: bottom, left and
// right; four: every edge, clockwise from the bottom.
import PyramidsCore

public enum TableSeats {
    /// The edges of `seats` seats in turn order (empty outside 1–4).
    public static func sides(_ seats: Int, atEnds: Bool = false) -> [TableSide] {
        (try? tableSeatSides(seats: Int32(seats), atEnds: atEnds)) ?? []
    }

    /// Clockwise degrees each seat is turned by: 0 the bottom edge, 90 the left, 180 the top, 270 the right.
    public static func rotations(_ seats: Int, atEnds: Bool = false) -> [Double] {
        sides(seats, atEnds: atEnds).map { Double(tableSideDegrees(side: $0)) }
    }
}
