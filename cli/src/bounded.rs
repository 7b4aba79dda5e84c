//! Reading a file the user named, at most `cap + 1` bytes of it, and only if
//! it is a regular file: a 1 GB file is refused before a byte is read,
//! `/dev/zero` is never read at all, and a named pipe never blocks.

use std::fmt;
use std::fs::{File, OpenOptions};
use std::io::{self, Read};
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
use std::path::Path;

#[derive(Debug)]
pub enum ReadError {
    /// A directory, device, pipe or socket (what it is).
    NotAFile(&'static str),
    /// Longer than the cap (bytes).
    TooLarge {
        cap: u64,
    },
    Io(io::Error),
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::NotAFile(what) => write!(f, "not a regular file (a {what})"),
            ReadError::TooLarge { cap } => write!(f, "larger than {cap} bytes, the most accepted"),
            ReadError::Io(e) => write!(f, "{e}"),
        }
    }
}

fn kind_of(file_type: std::fs::FileType) -> &'static str {
    if file_type.is_dir() {
        "directory"
    } else if file_type.is_fifo() {
        "named pipe"
    } else if file_type.is_char_device() {
        "character device"
    } else if file_type.is_block_device() {
        "block device"
    } else if file_type.is_socket() {
        "socket"
    } else {
        "special file"
    }
}

/// The whole file if it is a regular file of at most `cap` bytes.
pub fn read_capped(path: &Path, cap: u64) -> Result<Vec<u8>, ReadError> {
    // O_NONBLOCK: opening a named pipe with no writer returns at once (and
    // is then refused below) instead of waiting for one. It changes nothing
    // for regular files.
    let file: File = OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_CLOEXEC)
        .open(path)
        .map_err(ReadError::Io)?;
    let meta = file.metadata().map_err(ReadError::Io)?;
    if !meta.file_type().is_file() {
        return Err(ReadError::NotAFile(kind_of(meta.file_type())));
    }
    if meta.len() > cap {
        return Err(ReadError::TooLarge { cap });
    }
    // The file may grow between the check and the read: read one byte past
    // the cap to notice.
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(cap + 1)
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > cap {
        return Err(ReadError::TooLarge { cap });
    }
    Ok(bytes)
}

/// A save file as text (UTF-8; a byte-order mark is left to the loader).
pub fn read_save(path: &Path) -> Result<String, String> {
    let bytes =
        read_capped(path, pyramids_core::save::MAX_SAVE_BYTES as u64).map_err(|e| e.to_string())?;
    String::from_utf8(bytes)
        .map_err(|e| format!("not UTF-8 text (byte {})", e.utf8_error().valid_up_to()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_at_most_the_cap() {
        let path = std::env::temp_dir().join(format!("bounded-{}", std::process::id()));
        std::fs::write(&path, b"12345").unwrap();
        assert_eq!(read_capped(&path, 5).unwrap(), b"12345");
        assert!(matches!(
            read_capped(&path, 4),
            Err(ReadError::TooLarge { cap: 4 })
        ));
        std::fs::remove_file(&path).unwrap();
        assert!(matches!(
            read_capped(Path::new("/dev/null"), 5),
            Err(ReadError::NotAFile("character device"))
        ));
        assert!(matches!(
            read_capped(Path::new("/"), 5),
            Err(ReadError::NotAFile("directory"))
        ));
    }
}
