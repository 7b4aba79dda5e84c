use super::*;
use crate::screens::saved_games::SaveCard;
use pyramids_core::game::{GameKind, SeatKind};
use pyramids_core::record::GameRecord;
use pyramids_core::save;

/// A record `plies` decisions in, always the first legal one.
fn played<G: Game>(plies: usize) -> GameRecord<G> {
    let mut r = GameRecord::<G>::new(G::Options::default(), 11, vec![SeatKind::Human; 2]);
    for _ in 0..plies {
        if r.outcome().is_over() {
            break;
        }
        let action = r.legal_actions()[0].clone();
        r.apply(&action).unwrap();
    }
    r
}

fn on_the_square(t: &Thumbnail) {
    assert!(!t.shapes.is_empty());
    for s in &t.shapes {
        assert!(s.w > 0 && s.h > 0, "{s:?}");
        assert!(s.x + s.w <= SIDE && s.y + s.h <= SIDE, "{s:?}");
    }
}

#[test]
fn pylos_pictures_every_ball_and_the_empty_ground_places() {
    for plies in [0, 1, 7, 40, 400] {
        let r = played::<Pylos>(plies);
        let t = r.state().thumbnail();
        on_the_square(&t);
        let balls = |seat| {
            Pos::all()
                .filter(|&p| r.state().at(p) == Some(seat))
                .count()
        };
        let (light, dark) = (balls(pylos::LIGHT), balls(pylos::DARK));
        assert_eq!(light + dark, r.state().occupied().count() as usize);
        assert_eq!(side_discs(&t), (light, dark), "after {plies}");
        let ground = Pos::all().filter(|p| p.level() == 1).count();
        let places = t
            .shapes
            .iter()
            .filter(|s| s.fill == ThumbFill::Place)
            .count();
        let ground_balls = Pos::all()
            .filter(|&p| p.level() == 1 && r.state().at(p).is_some())
            .count();
        assert_eq!(places + ground_balls, ground, "after {plies}");
    }
}

#[test]
fn pylos_draws_an_upper_ball_after_and_between_the_four_it_rests_on() {
    // Only the shapes' order and boxes are checked: a level-2 ball, if any,
    // comes after every level-1 shape and sits half a ball in.
    let r = played::<Pylos>(400);
    let t = r.state().thumbnail();
    let first_upper = t.shapes.iter().position(|s| s.x % 250 != 0).unwrap();
    assert!(t.shapes[first_upper..]
        .iter()
        .all(|s| s.fill != ThumbFill::Place));
    assert_eq!(
        (t.shapes[first_upper].x % 250, t.shapes[first_upper].y % 250),
        (125, 125)
    );
}

#[test]
fn pylos_draws_row_1_at_the_foot_and_column_a_on_the_left() {
    // The empty board: one Place per ground position, in Pos::all's order.
    let t = played::<Pylos>(0).state().thumbnail();
    let at = |col, row| {
        let i = Pos::all()
            .filter(|p| p.level() == 1)
            .position(|p| p == Pos::new(1, col, row).unwrap())
            .unwrap();
        (t.shapes[i].x, t.shapes[i].y)
    };
    assert_eq!(at(0, 0), (0, 750), "1a1 bottom left");
    assert_eq!(at(3, 3), (750, 0), "1d4 top right");
    assert_eq!(at(0, 3), (0, 0), "1a4 top left");
    assert_eq!(at(3, 0), (750, 750), "1d1 bottom right");
}

#[test]
fn pyramida_pictures_its_21_fields_and_every_stone() {
    for plies in [0, 5, 60] {
        let r = played::<Pyramida>(plies);
        let s = r.state();
        let t = s.thumbnail();
        on_the_square(&t);
        let squares = t
            .shapes
            .iter()
            .filter(|x| x.shape == ThumbForm::Square)
            .count();
        assert_eq!(squares, 21);
        let stones = |seat| {
            Field::all()
                .filter(|&f| s.occupant(f) == Some(seat))
                .count()
        };
        assert_eq!(
            side_discs(&t),
            (stones(pyramida::WHITE), stones(pyramida::BLACK)),
            "after {plies}"
        );
    }
}

#[test]
fn pyramido_pictures_the_mover_s_pyramid_four_quarters_a_block_floor_by_floor() {
    for plies in [1, 12, 80, 600] {
        let r = played::<Pyramido>(plies);
        let s = r.state();
        let t = s.thumbnail();
        let pyramid = s.players()[s.to_move()].pyramid();
        let blocks: usize = (1..=4).map(|f| usize::from(pyramid.filled(f))).sum();
        let quarters = t
            .shapes
            .iter()
            .filter(|x| matches!(x.fill, ThumbFill::Pyramido { .. }))
            .count();
        assert_eq!(quarters, 4 * blocks, "after {plies}");
        if blocks > 0 {
            on_the_square(&t);
        }
        assert_eq!(side_discs(&t), (0, 0), "no balls in Pyramido");
    }
}

#[test]
fn a_card_carries_the_picture_of_its_position_and_a_damaged_one_none() {
    for game in [GameKind::Pylos, GameKind::Pyramido, GameKind::Pyramida] {
        let text = match game {
            GameKind::Pylos => save::save(&played::<Pylos>(9)),
            GameKind::Pyramido => save::save(&played::<Pyramido>(9)),
            GameKind::Pyramida => save::save(&played::<Pyramida>(9)),
        };
        let card = SaveCard::of_save(&text);
        let expected = match game {
            GameKind::Pylos => save::load::<Pylos>(&text).unwrap().state().thumbnail(),
            GameKind::Pyramido => save::load::<Pyramido>(&text).unwrap().state().thumbnail(),
            GameKind::Pyramida => save::load::<Pyramida>(&text).unwrap().state().thumbnail(),
        };
        assert_eq!(card.thumbnail.as_ref(), Some(&expected), "{game:?}");
        assert!(!expected.shapes.is_empty(), "{game:?}");
        let damaged = SaveCard::of_save(&text[..text.len() / 2]);
        assert_eq!(damaged.thumbnail, None, "{game:?}");
    }
}
