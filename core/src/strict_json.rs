//! JSON parsing that refuses a key given twice in one object: serde_json
//! keeps the last silently, so a save could say one thing to a reader that
//! takes the first and another to us.

use std::cell::RefCell;
use std::collections::HashSet;
use std::fmt;

use serde::de::{DeserializeSeed, Deserializer, Error as _, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};

#[derive(Debug)]
pub enum StrictError {
    /// The first key found twice in one object.
    Duplicate(String),
    Json(serde_json::Error),
}

/// Parses `text` as [`serde_json::Value`] (same depth limit), failing on
/// duplicate keys at any depth.
pub fn parse(text: &str) -> Result<Value, StrictError> {
    let duplicate = RefCell::new(None);
    let mut de = serde_json::Deserializer::from_str(text);
    let parsed = Strict(&duplicate)
        .deserialize(&mut de)
        .and_then(|v| de.end().map(|()| v));
    match (parsed, duplicate.into_inner()) {
        (_, Some(key)) => Err(StrictError::Duplicate(key)),
        (Ok(v), None) => Ok(v),
        (Err(e), None) => Err(StrictError::Json(e)),
    }
}

/// Where the first duplicate key is recorded, so it comes back typed rather
/// than as text inside a serde error.
#[derive(Clone, Copy)]
struct Strict<'a>(&'a RefCell<Option<String>>);

impl<'de> DeserializeSeed<'de> for Strict<'_> {
    type Value = Value;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Strict<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_string()))
    }
    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut out = Vec::new();
        while let Some(v) = seq.next_element_seed(self)? {
            out.push(v);
        }
        Ok(Value::Array(out))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut out = Map::new();
        let mut seen = HashSet::new();
        while let Some(key) = map.next_key::<String>()? {
            if !seen.insert(key.clone()) {
                let message = format!("duplicate key {key:?}");
                *self.0.borrow_mut() = Some(key);
                return Err(A::Error::custom(message));
            }
            let value = map.next_value_seed(self)?;
            out.insert(key, value);
        }
        Ok(Value::Object(out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn duplicates_are_found_at_any_depth_and_plain_json_parses_as_serde_json_does() {
        assert!(matches!(parse(r#"{"a":1,"a":2}"#), Err(StrictError::Duplicate(k)) if k == "a"));
        assert!(
            matches!(parse(r#"{"a":[{"b":1,"c":{"d":0,"d":0}}]}"#), Err(StrictError::Duplicate(k)) if k == "d")
        );
        let text = r#"{"a":[1,-2,3.5,"x",null,true,{"b":{}}],"c":18446744073709551615}"#;
        assert_eq!(
            parse(text).unwrap(),
            serde_json::from_str::<Value>(text).unwrap()
        );
        assert!(matches!(parse("{} x"), Err(StrictError::Json(_))));
        assert!(matches!(
            parse(&"[".repeat(10_000)),
            Err(StrictError::Json(_))
        ));
    }
}
