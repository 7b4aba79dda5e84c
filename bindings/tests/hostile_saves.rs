//! Saves the FFI must refuse although every action in them is legal: the
//! options could not start a game (`GameSession::new` refuses them), so a
//! loaded session could not go on or would not save and reload.

use pyramids_ffi::{GameSession, PyramidsError};

fn load(text: &str) -> Result<std::sync::Arc<GameSession>, PyramidsError> {
    GameSession::load(text.to_string())
}

fn save(game: &str, options: &str, seats: &str, extra: &str) -> String {
    format!(
        r#"{{"format":"pyramids-save","version":1,"game":"{game}","options":{options},"seed":1,"seats":{seats}{extra},"history":[]}}"#
    )
}

fn refused_naming(text: &str, field: &str) {
    match load(text) {
        Err(PyramidsError::BadSave { reason, .. }) => assert!(reason.contains(field), "{reason}"),
        Err(other) => panic!("{other:?}"),
        Ok(_) => panic!("loaded: {text}"),
    }
}

#[test]
fn saves_with_options_no_new_game_could_have_are_refused() {
    refused_naming(
        &save("pylos", "{}", r#"["human",{"ai":"perfect"}]"#, ""),
        "seats",
    );
    refused_naming(
        &save("pyramida", "{}", r#"["human",{"ai":"expert"}]"#, ""),
        "seats",
    );
    for players in [0, 1, 5, 255] {
        let seats = format!("[{}]", ["\"human\""; 2].join(","));
        refused_naming(
            &save(
                "pyramido",
                &format!(r#"{{"players":{players}}}"#),
                &seats,
                "",
            ),
            "players",
        );
    }
    refused_naming(
        &save(
            "pyramido",
            r#"{"players":2,"first_player":255}"#,
            r#"["human","human"]"#,
            "",
        ),
        "first_player",
    );
    refused_naming(
        &save("pylos", "{}", r#"["human","human"]"#, r#","max_plies":0"#),
        "max_plies",
    );
    // What loads can be saved and started again.
    let ok = load(&save(
        "pyramido",
        r#"{"players":3,"first_player":2}"#,
        r#"["human","human","human"]"#,
        "",
    ))
    .unwrap();
    assert!(GameSession::new(ok.options()).is_ok());
}
