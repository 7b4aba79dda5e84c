//! Saves that survive anything: the new bytes go to a temp file created
//! exclusively under a unique name in the same directory (never through a
//! symlink at that name), are synced, get the replaced file's permissions
//! and are renamed over it; the directory is synced before and after the
//! rename. On any failure the temp file is removed and the old file is
//! untouched; if the process is killed, the old file is still whole.
//!
//! What the name is matters too:
//! - a **symbolic link** is written through: the file it points to is
//!   replaced (atomically, in *its* directory) and the link stays a link,
//!   so a save kept as a link into a synced folder keeps updating;
//! - a **dangling link**, a FIFO, a socket or a device is refused
//!   ([`Refused`]), as is a directory;
//! - a **read-only** file is refused unless the caller says to replace it
//!   anyway (`save!` in the terminal game), as `cp` refuses one;
//! - temp files of the same name that a killed save left (older than
//!   [`STALE_AFTER`] and held by no writer: every writer locks its own)
//!   are removed by the next save, so they do not pile up.

use std::fs::{File, OpenOptions, Permissions};
use std::io::{self, Write};
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt, PermissionsExt};
use std::os::unix::io::AsRawFd;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// How many unique names are tried before giving up (each try fails only
/// if something already has that name).
const TRIES: u32 = 64;

/// A temp file of a save older than this, that no writer holds, was left
/// by a save that was killed.
pub const STALE_AFTER: Duration = Duration::from_secs(60);

/// Links followed before giving up (the kernel's own limit).
const MAX_LINKS: u32 = 40;

/// Why a name is not written at all. Carried inside the `io::Error`, so a
/// caller can tell a refusal from a failure ([`refusal`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// The file is read-only; replacing it needs the caller's word.
    ReadOnly,
    /// A symbolic link that points at nothing.
    DanglingLink,
    /// Not a regular file: "a FIFO", "a socket", "a device".
    NotAFile(&'static str),
    /// A loop of links, or more than [`MAX_LINKS`].
    TooManyLinks,
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refused::ReadOnly => f.write_str("the file is read-only"),
            Refused::DanglingLink => {
                f.write_str("it is a symbolic link to nothing (a dangling link); not written")
            }
            Refused::NotAFile(kind) => write!(f, "it is {kind}, not a regular file"),
            Refused::TooManyLinks => f.write_str("too many levels of symbolic links"),
        }
    }
}

impl std::error::Error for Refused {}

fn refuse(why: Refused) -> io::Error {
    let kind = match why {
        Refused::ReadOnly => io::ErrorKind::PermissionDenied,
        Refused::DanglingLink => io::ErrorKind::NotFound,
        Refused::NotAFile(_) | Refused::TooManyLinks => io::ErrorKind::InvalidInput,
    };
    io::Error::new(kind, why)
}

/// The refusal inside `error`, if it is one.
pub fn refusal(error: &io::Error) -> Option<Refused> {
    error.get_ref()?.downcast_ref::<Refused>().copied()
}

/// Writes `bytes` to `path` atomically (see the module comment); a
/// read-only file is refused.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomically_as(path, bytes, false)
}

/// [`write_atomically`]; `replace_read_only` replaces a read-only file too
/// (it stays read-only).
pub fn write_atomically_as(path: &Path, bytes: &[u8], replace_read_only: bool) -> io::Result<()> {
    write_with(
        path,
        bytes,
        replace_read_only,
        &mut temp_name,
        &mut |file, bytes| file.write_all(bytes),
    )
}

/// The file `path` names once its symbolic links are followed: itself when
/// it is not a link, or nothing is there yet.
fn resolve(path: &Path) -> io::Result<PathBuf> {
    let mut current = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match std::fs::symlink_metadata(&current) {
            Ok(m) if m.file_type().is_symlink() => {
                let link = std::fs::read_link(&current)?;
                current = match current.parent() {
                    Some(dir) if link.is_relative() => dir.join(link),
                    _ => link,
                };
            }
            Ok(_) => return Ok(current),
            Err(e) if e.kind() == io::ErrorKind::NotFound && current != path => {
                return Err(refuse(Refused::DanglingLink))
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(current),
            Err(e) => return Err(e),
        }
    }
    Err(refuse(Refused::TooManyLinks))
}

fn kind_of(file_type: std::fs::FileType) -> &'static str {
    if file_type.is_fifo() {
        "a FIFO"
    } else if file_type.is_socket() {
        "a socket"
    } else if file_type.is_block_device() || file_type.is_char_device() {
        "a device"
    } else {
        "not a file"
    }
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

/// Whether `name` is one of `file_name`'s temp names ([`temp_name`]).
/// Only the exact shape `.{file_name}.{pid}-{n}-{nanos:x}-{attempt}.tmp`
/// counts, so another file's temps (`game` vs `game.json`) never do.
fn is_temp_of(name: &str, file_name: &str) -> bool {
    let Some(tail) = name
        .strip_prefix('.')
        .and_then(|n| n.strip_prefix(file_name))
        .and_then(|n| n.strip_prefix('.'))
        .and_then(|n| n.strip_suffix(".tmp"))
    else {
        return false;
    };
    let parts: Vec<&str> = tail.split('-').collect();
    parts.len() == 4
        && parts.iter().enumerate().all(|(i, p)| {
            !p.is_empty()
                && p.chars().all(|c| {
                    if i == 2 {
                        c.is_ascii_hexdigit()
                    } else {
                        c.is_ascii_digit()
                    }
                })
        })
}

/// Takes the writer's lock on `file` (held until it is closed), or says
/// whether another open file holds it.
fn try_lock(file: &File) -> bool {
    // SAFETY: flock on a descriptor this function borrows; no memory.
    unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) == 0 }
}

/// Removes the temp files of `file_name` in `dir` that a killed save left:
/// regular files (never followed through a link), older than
/// [`STALE_AFTER`], whose writer's lock nobody holds. Best effort: what
/// cannot be read or removed stays. Returns how many went.
pub(crate) fn remove_stale_temps(dir: &Path, file_name: &str) -> usize {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        if !is_temp_of(name, file_name) {
            continue;
        }
        let path = entry.path();
        let Ok(meta) = std::fs::symlink_metadata(&path) else {
            continue;
        };
        let old = meta
            .modified()
            .ok()
            .and_then(|m| m.elapsed().ok())
            .is_some_and(|age| age >= STALE_AFTER);
        if !meta.is_file() || !old {
            continue;
        }
        let Ok(file) = OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_CLOEXEC)
            .open(&path)
        else {
            continue;
        };
        if try_lock(&file) && std::fs::remove_file(&path).is_ok() {
            removed += 1;
        }
    }
    removed
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

/// [`write_atomically_as`] with the temp names and the write step given, so
/// tests can plant files at the names and fail the write half-way.
pub(crate) fn write_with(
    path: &Path,
    bytes: &[u8],
    replace_read_only: bool,
    name: &mut dyn FnMut(&str, u32) -> String,
    write: &mut dyn FnMut(&mut File, &[u8]) -> io::Result<()>,
) -> io::Result<()> {
    // A link is written through: what is replaced is the file it names,
    // in that file's own directory (a rename there replaces the file; one
    // beside the link would replace the link).
    let path = resolve(path)?;
    let file_name = path
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "not a file name"))?;
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    // What is being replaced: only a regular file, whose permissions the
    // new one keeps.
    let keep: Option<Permissions> = match std::fs::symlink_metadata(&path) {
        Ok(m) if m.is_dir() => {
            return Err(io::Error::new(
                io::ErrorKind::IsADirectory,
                "a directory has that name",
            ))
        }
        Ok(m) if !m.is_file() => return Err(refuse(Refused::NotAFile(kind_of(m.file_type())))),
        Ok(m) if m.permissions().readonly() && !replace_read_only => {
            return Err(refuse(Refused::ReadOnly))
        }
        Ok(m) => Some(m.permissions()),
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
    // Held until the file is closed: tells another save's clean-up that
    // this temp file is being written, however old it looks.
    try_lock(&file);
    write(&mut file, bytes)?;
    let mode = keep.unwrap_or_else(|| Permissions::from_mode(0o666 & !umask()));
    file.set_permissions(mode)?;
    file.sync_all()?;
    sync_dir(&dir)?;
    std::fs::rename(&tmp, &path)?;
    guard.0 = None;
    drop(file);
    remove_stale_temps(&dir, file_name);
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
        write_with(&target, b"new", false, &mut name, &mut |f, b| {
            f.write_all(b)
        })
        .unwrap();
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
        let err = write_with(
            &target,
            b"a longer new save",
            false,
            &mut temp_name,
            &mut half,
        )
        .unwrap_err();
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

    #[test]
    fn a_save_through_a_link_replaces_the_file_it_points_to_and_keeps_the_link() {
        let dir = scratch("through");
        std::fs::create_dir(dir.join("synced")).unwrap();
        let real = dir.join("synced/game.json");
        std::fs::write(&real, "old").unwrap();
        std::fs::set_permissions(&real, Permissions::from_mode(0o640)).unwrap();
        // A relative link, as `ln -s synced/game.json` makes, and a link to it.
        std::os::unix::fs::symlink("synced/game.json", dir.join("link.json")).unwrap();
        std::os::unix::fs::symlink("link.json", dir.join("link2.json")).unwrap();
        write_atomically(&dir.join("link2.json"), b"new").unwrap();
        assert_eq!(std::fs::read(&real).unwrap(), b"new");
        for link in ["link.json", "link2.json"] {
            let m = std::fs::symlink_metadata(dir.join(link)).unwrap();
            assert!(m.file_type().is_symlink(), "{link} is still a link");
        }
        assert_eq!(
            std::fs::metadata(&real).unwrap().permissions().mode() & 0o777,
            0o640
        );
        assert_eq!(names(&dir), ["link.json", "link2.json", "synced"]);
        assert_eq!(
            names(&dir.join("synced")),
            ["game.json"],
            "no temp file left"
        );
    }

    #[test]
    fn a_dangling_link_and_a_fifo_are_refused_untouched() {
        let dir = scratch("dangling");
        let link = dir.join("game.json");
        std::os::unix::fs::symlink(dir.join("gone/elsewhere.json"), &link).unwrap();
        let err = write_atomically(&link, b"x").unwrap_err();
        assert_eq!(refusal(&err), Some(Refused::DanglingLink), "{err}");
        assert!(std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        std::os::unix::fs::symlink("loop.json", dir.join("loop.json")).unwrap();
        let err = write_atomically(&dir.join("loop.json"), b"x").unwrap_err();
        assert_eq!(refusal(&err), Some(Refused::TooManyLinks), "{err}");

        let fifo = dir.join("fifo.json");
        let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: mkfifo with a NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
        let err = write_atomically(&fifo, b"x").unwrap_err();
        assert_eq!(refusal(&err), Some(Refused::NotAFile("a FIFO")), "{err}");
        // The same through a link to the FIFO.
        std::os::unix::fs::symlink("fifo.json", dir.join("to-fifo.json")).unwrap();
        let err = write_atomically(&dir.join("to-fifo.json"), b"x").unwrap_err();
        assert_eq!(refusal(&err), Some(Refused::NotAFile("a FIFO")));
        assert_eq!(
            names(&dir),
            ["fifo.json", "game.json", "loop.json", "to-fifo.json"]
        );
    }

    #[test]
    fn a_read_only_file_is_refused_unless_replacing_it_is_asked() {
        let dir = scratch("readonly-file");
        let target = dir.join("game.json");
        std::fs::write(&target, "old").unwrap();
        std::fs::set_permissions(&target, Permissions::from_mode(0o444)).unwrap();
        let err = write_atomically(&target, b"new").unwrap_err();
        assert_eq!(refusal(&err), Some(Refused::ReadOnly));
        assert_eq!(std::fs::read(&target).unwrap(), b"old");
        write_atomically_as(&target, b"new", true).unwrap();
        assert_eq!(std::fs::read(&target).unwrap(), b"new");
        assert_eq!(
            std::fs::metadata(&target).unwrap().permissions().mode() & 0o777,
            0o444,
            "it stays read-only"
        );
        assert_eq!(names(&dir), ["game.json"]);
    }

    #[test]
    fn a_save_removes_its_own_stale_temp_files_and_nothing_else() {
        let dir = scratch("stale");
        let target = dir.join("game.json");
        let old = std::time::SystemTime::now() - STALE_AFTER - Duration::from_secs(5);
        let plant = |name: &str, aged: bool| {
            let f = File::create(dir.join(name)).unwrap();
            if aged {
                f.set_modified(old).unwrap();
            }
            f
        };
        for i in 0..5 {
            plant(&format!(".game.json.{i}-0-ab-0.tmp"), true);
        }
        plant(".game.json.7-0-fe-0.tmp", false);
        // A writer still at work on an old-looking temp file holds its lock.
        let busy = plant(".game.json.8-0-ab-0.tmp", true);
        assert!(try_lock(&busy));
        plant(".other.json.1-0-ab-0.tmp", true);
        plant("game.json.tmp", true);
        let victim = dir.join("victim");
        std::fs::write(&victim, "precious").unwrap();
        std::os::unix::fs::symlink(&victim, dir.join(".game.json.9-0-ab-0.tmp")).unwrap();
        write_atomically(&target, b"new").unwrap();
        assert_eq!(
            names(&dir),
            [
                ".game.json.7-0-fe-0.tmp",
                ".game.json.8-0-ab-0.tmp",
                ".game.json.9-0-ab-0.tmp",
                ".other.json.1-0-ab-0.tmp",
                "game.json",
                "game.json.tmp",
                "victim"
            ]
        );
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
        drop(busy);
    }

    #[test]
    fn temp_names_are_recognised_only_for_their_own_file() {
        let name = temp_name("game.json", 0);
        assert!(is_temp_of(&name, "game.json"), "{name}");
        assert!(!is_temp_of(&name, "game"));
        assert!(!is_temp_of(".game.json.tmp", "game.json"));
        assert!(!is_temp_of("game.json.1.tmp", "game.json"));
        assert!(!is_temp_of(".game.json.1-2-x-3.tmp", "game.json"));
        assert!(is_temp_of(".game.json.1-2-a0-3.tmp", "game.json"));
    }
}
