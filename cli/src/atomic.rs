//! Saves that survive anything: the new bytes go to a temp file created
//! exclusively under a unique name in the same directory (never through a
//! symlink), are synced, get the replaced file's permissions and are renamed
//! over it; the directory is synced before and after the rename. On any
//! failure the temp file is removed and the old file is untouched; if the
//! process is killed, the old file is still whole (a stray temp file may
//! remain, which no later save trips over).

use std::fs::{File, OpenOptions, Permissions};
use std::io::{self, Write};
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// How many unique names are tried before giving up (each try fails only
/// if something already has that name).
const TRIES: u32 = 64;

/// Writes `bytes` to `path` atomically (see the module comment).
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_with(path, bytes, &mut temp_name, &mut |file, bytes| {
        file.write_all(bytes)
    })
}

fn temp_name(file_name: &str, attempt: u32) -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    format!(
        ".{file_name}.{}-{n}-{nanos:x}-{attempt}.tmp",
        std::process::id()
    )
}

/// Removes the temp file unless the rename took it.
struct TempGuard(Option<PathBuf>);

impl Drop for TempGuard {
    fn drop(&mut self) {
        if let Some(path) = self.0.take() {
            let _ = std::fs::remove_file(path);
        }
    }
}

fn sync_dir(dir: &Path) -> io::Result<()> {
    File::open(dir)?.sync_all()
}

/// [`write_atomically`] with the temp names and the write step given, so
/// tests can plant files at the names and fail the write half-way.
pub(crate) fn write_with(
    path: &Path,
    bytes: &[u8],
    name: &mut dyn FnMut(&str, u32) -> String,
    write: &mut dyn FnMut(&mut File, &[u8]) -> io::Result<()>,
) -> io::Result<()> {
    let file_name = path
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "not a file name"))?;
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    // What is being replaced: refuse a directory up front; keep a file's
    // permissions (a symlink's target's, since the link is what is replaced).
    let keep: Option<Permissions> = match std::fs::symlink_metadata(path) {
        Ok(m) if m.is_dir() => {
            return Err(io::Error::new(
                io::ErrorKind::IsADirectory,
                "a directory has that name",
            ))
        }
        Ok(_) => std::fs::metadata(path)
            .ok()
            .filter(|m| m.is_file())
            .map(|m| m.permissions()),
        Err(e) if e.kind() == io::ErrorKind::NotFound => None,
        Err(e) => return Err(e),
    };
    let mut attempt = 0;
    let (tmp, mut file) = loop {
        let tmp = dir.join(name(file_name, attempt));
        // create_new is O_CREAT|O_EXCL, which never follows a symlink at the
        // name; O_NOFOLLOW says so twice. Mode 0600 until the data is in.
        match OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC)
            .open(&tmp)
        {
            Ok(file) => break (tmp, file),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists && attempt + 1 < TRIES => {
                attempt += 1
            }
            Err(e) => return Err(e),
        }
    };
    let mut guard = TempGuard(Some(tmp.clone()));
    write(&mut file, bytes)?;
    let mode = keep.unwrap_or_else(|| Permissions::from_mode(0o666 & !umask()));
    file.set_permissions(mode)?;
    file.sync_all()?;
    drop(file);
    sync_dir(&dir)?;
    std::fs::rename(&tmp, path)?;
    guard.0 = None;
    sync_dir(&dir)
}

/// The process's umask (read by setting it and restoring it at once: there
/// is no call that only reads it).
fn umask() -> u32 {
    // SAFETY: umask has no memory effects; the old mask is restored at once.
    unsafe {
        let old = libc::umask(0o022);
        libc::umask(old);
        old as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("atomic-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn a_symlink_at_the_temp_name_is_skipped_not_followed() {
        let dir = scratch("link");
        let victim = dir.join("victim");
        std::fs::write(&victim, "precious").unwrap();
        std::os::unix::fs::symlink(&victim, dir.join("planted")).unwrap();
        let target = dir.join("save.json");
        let mut name = |_: &str, attempt: u32| {
            if attempt == 0 {
                "planted".to_string()
            } else {
                format!("fresh{attempt}")
            }
        };
        write_with(&target, b"new", &mut name, &mut |f, b| f.write_all(b)).unwrap();
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "new");
        assert_eq!(names(&dir), ["planted", "save.json", "victim"]);
    }

    #[test]
    fn a_write_failing_half_way_leaves_the_old_file_and_no_temp() {
        let dir = scratch("half");
        let target = dir.join("save.json");
        std::fs::write(&target, "old").unwrap();
        let mut half = |f: &mut File, b: &[u8]| {
            f.write_all(&b[..b.len() / 2])?;
            Err(io::Error::new(
                io::ErrorKind::StorageFull,
                "no space left on device",
            ))
        };
        let err = write_with(&target, b"a longer new save", &mut temp_name, &mut half).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::StorageFull);
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "old");
        assert_eq!(names(&dir), ["save.json"]);
    }

    #[test]
    fn a_missing_directory_fails_without_creating_anything() {
        let dir = scratch("missing");
        let err = write_atomically(&dir.join("no/such/save.json"), b"x").unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::NotFound);
        assert!(names(&dir).is_empty());
    }

    #[test]
    fn a_new_file_gets_the_umask_mode_and_a_replaced_one_keeps_its_own() {
        let dir = scratch("mode");
        let fresh = dir.join("fresh");
        write_atomically(&fresh, b"x").unwrap();
        assert_eq!(
            std::fs::metadata(&fresh).unwrap().permissions().mode() & 0o777,
            0o666 & !umask()
        );
        std::fs::set_permissions(&fresh, Permissions::from_mode(0o640)).unwrap();
        write_atomically(&fresh, b"y").unwrap();
        assert_eq!(
            std::fs::metadata(&fresh).unwrap().permissions().mode() & 0o777,
            0o640
        );
        assert_eq!(std::fs::read(&fresh).unwrap(), b"y");
    }
}
