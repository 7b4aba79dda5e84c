//! The versioned JSON file a player's progress is kept in (the lessons',
//! the puzzles'): `{"version": N, …the progress' own fields}`. Older
//! versions load (their missing fields default), a newer one is refused so
//! the app keeps it instead of overwriting what a newer build wrote.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// Why saved progress could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProgressError {
    /// Not the JSON of a progress file.
    Unreadable,
    /// Written by a newer version of the app.
    NewerVersion { version: u32 },
}

#[derive(Serialize, Deserialize)]
struct File<T> {
    version: u32,
    #[serde(flatten)]
    progress: T,
}

/// Reads a progress file of format `current` or older.
pub fn read<T: DeserializeOwned>(text: &str, current: u32) -> Result<T, ProgressError> {
    let version = serde_json::from_str::<serde_json::Value>(text)
        .ok()
        .and_then(|v| v.get("version")?.as_u64())
        .ok_or(ProgressError::Unreadable)?;
    if version > u64::from(current) {
        return Err(ProgressError::NewerVersion {
            version: u32::try_from(version).unwrap_or(u32::MAX),
        });
    }
    serde_json::from_str::<File<T>>(text)
        .map(|file| file.progress)
        .map_err(|_| ProgressError::Unreadable)
}

/// Writes `progress` as a file of format `version`.
pub fn write<T: Serialize>(progress: &T, version: u32) -> String {
    serde_json::to_string(&File { version, progress }).unwrap_or_default()
}
