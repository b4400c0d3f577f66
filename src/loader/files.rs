//! Opening files: every file spaceship reads because a manifest, a
//! setting or its user named it (manifests, templates, `file()`, Hiera's
//! configurations and data, facts, `:load`) is read here, so that one
//! place decides what may be read and how much.
//!
//! Only regular files are read. A FIFO would block the compile until
//! some writer came (Puppet waits forever), and a device such as
//! `/dev/zero` never ends (Puppet reads until its memory runs out): both
//! are refused at once, with a message that says why. What is read is
//! bounded by [`MAX_FILE_BYTES`].
//!
//! Directory walks go through [`entries`], which tells links apart so
//! that a walk can decline to follow linked directories, as Ruby's
//! `Dir.glob` does for `**` (and so no link can make a walk loop).

use std::ffi::OsString;
use std::fs::{File, FileType};
use std::io::{self, Read};
use std::path::{Path, PathBuf};

/// The most spaceship reads of one file (256 MiB): far past any real
/// manifest, template or data file, and well within what a compile can
/// hold in memory after parsing it.
pub const MAX_FILE_BYTES: u64 = 256 * 1024 * 1024;

/// What a file that is not a regular file is, in words.
fn kind_of(file_type: FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return "a FIFO";
        }
        if file_type.is_char_device() {
            return "a character device";
        }
        if file_type.is_block_device() {
            return "a block device";
        }
        if file_type.is_socket() {
            return "a socket";
        }
    }
    if file_type.is_dir() {
        return "a directory";
    }
    "not a regular file"
}

/// The error for a file of `file_type` that is not regular.
fn not_regular(file_type: FileType) -> io::Error {
    if file_type.is_dir() {
        return io::Error::new(io::ErrorKind::IsADirectory, "Is a directory");
    }
    io::Error::new(
        io::ErrorKind::InvalidInput,
        format!(
            "not a regular file ({}): spaceship reads only regular files",
            kind_of(file_type)
        ),
    )
}

/// Opens `path` (links followed) for reading if it is a regular file.
/// Anything else is refused before it is opened, and again after (the
/// open does not wait for a FIFO's writer, and a file swapped in between
/// is caught by looking at what was opened).
pub fn open_regular(path: impl AsRef<Path>) -> io::Result<File> {
    let path = path.as_ref();
    let before = std::fs::metadata(path)?;
    if !before.is_file() {
        return Err(not_regular(before.file_type()));
    }
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(path)?;
    let opened = file.metadata()?;
    if !opened.is_file() {
        return Err(not_regular(opened.file_type()));
    }
    Ok(file)
}

/// A regular file's bytes, at most [`MAX_FILE_BYTES`] of them (a larger
/// file is an error naming the limit).
pub fn read(path: impl AsRef<Path>) -> io::Result<Vec<u8>> {
    let file = open_regular(path)?;
    let size = file.metadata().map(|m| m.len()).unwrap_or(0);
    if size > MAX_FILE_BYTES {
        return Err(too_large());
    }
    let mut bytes = Vec::with_capacity(size as usize);
    file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(too_large());
    }
    Ok(bytes)
}

fn too_large() -> io::Error {
    io::Error::new(
        io::ErrorKind::FileTooLarge,
        format!("the file is larger than spaceship reads ({MAX_FILE_BYTES} bytes)"),
    )
}

/// A regular file's text (UTF-8), as [`read`] bounds it.
pub fn read_to_string(path: impl AsRef<Path>) -> io::Result<String> {
    String::from_utf8(read(path)?).map_err(|_| {
        io::Error::new(
            io::ErrorKind::InvalidData,
            "stream did not contain valid UTF-8",
        )
    })
}

/// Whether `path` is a regular file (links followed): the test for a
/// file that another library (the REPL's history) will open itself.
pub fn is_regular(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| m.is_file())
}

/// One entry of a directory.
#[derive(Debug, Clone)]
pub struct Entry {
    pub name: OsString,
    pub path: PathBuf,
    /// A directory, or a link to one.
    pub is_dir: bool,
    /// A link (to anything).
    pub is_link: bool,
}

impl Entry {
    /// Whether a walk that follows no links may descend into it.
    pub fn is_real_dir(&self) -> bool {
        self.is_dir && !self.is_link
    }

    /// Whether its name starts with a dot (Ruby's globs skip those).
    pub fn is_hidden(&self) -> bool {
        self.name.as_encoded_bytes().first() == Some(&b'.')
    }
}

/// A directory's entries, in the order the system lists them.
pub fn entries(dir: &Path) -> io::Result<Vec<Entry>> {
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let path = entry.path();
        let is_link = entry.file_type().is_ok_and(|t| t.is_symlink());
        let is_dir = match entry.file_type() {
            Ok(t) if !t.is_symlink() => t.is_dir(),
            _ => path.is_dir(),
        };
        out.push(Entry {
            name: entry.file_name(),
            path,
            is_dir,
            is_link,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_regular_files_are_read() {
        let dir = std::env::temp_dir().join(format!("spaceship-files-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("f.txt");
        std::fs::write(&file, "text").unwrap();
        assert_eq!(read_to_string(&file).unwrap(), "text");
        let error = read_to_string(Path::new("/dev/zero")).unwrap_err();
        assert!(error.to_string().contains("a character device"), "{error}");
        assert_eq!(
            read_to_string(&dir).unwrap_err().kind(),
            io::ErrorKind::IsADirectory
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
