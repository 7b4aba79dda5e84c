//! The fuzz targets fed by proptest on every test run: random bytes, and
//! bytes shaped like what each target reads (JSON saves, notation).

use proptest::prelude::*;

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 48,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn save_load_takes_any_bytes(data in proptest::collection::vec(any::<u8>(), 0..600)) {
        pyramids_fuzz::save_load(&data);
    }

    #[test]
    fn save_load_takes_save_shaped_text(
        game in prop::sample::select(vec!["pylos", "pyramido", "pyramida", "chess"]),
        options in "\\{(\"(variant|players|first_player|swapped|x)\":(\"kids\"|[0-9]{1,3}|true|null),?){0,3}\\}",
        seats in "\\[(\"human\"|\\{\"ai\":\"(easy|hard|expert|perfect|x)\"\\},?){0,5}\\]",
        history in "\\[(\"[a-z0-9x\\-]{1,6}\",?){0,8}\\]",
        bom in any::<bool>(),
    ) {
        let text = format!("{}{{\"format\":\"pyramids-save\",\"version\":1,\"game\":\"{game}\",\"options\":{options},\"seed\":3,\"seats\":{seats},\"history\":{history}}}", if bom { "\u{feff}" } else { "" });
        pyramids_fuzz::save_load(text.as_bytes());
    }

    #[test]
    fn action_parse_takes_any_text(text in "[a-z0-9\\-x ]{0,12}|\\PC{0,40}") {
        pyramids_fuzz::action_parse(text.as_bytes());
    }

    #[test]
    fn play_save_roundtrip_for_every_game(data in proptest::collection::vec(any::<u8>(), 1..120)) {
        pyramids_fuzz::play_save_roundtrip(&data);
    }

    #[test]
    fn table_read_takes_any_bytes(data in proptest::collection::vec(any::<u8>(), 0..400)) {
        pyramids_fuzz::table_read(&data);
    }
}

#[test]
fn every_game_is_reached_by_the_round_trip() {
    for pick in 0..18u8 {
        pyramids_fuzz::play_save_roundtrip(&[pick, 1, 2, 3, 0xF0, 0xF0, 0xF1, 4, 5]);
    }
}
