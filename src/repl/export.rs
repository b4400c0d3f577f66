//! Writing a file so that a failed write never loses the old one: the
//! content goes to a temporary file beside it, which then replaces it in
//! one rename (`:export FILE`).

use std::fs::{self, File};
use std::io::{self, BufWriter};
use std::path::{Path, PathBuf};

/// Writes `path` through `write`; on any error the file is left as it was
/// and the temporary file is removed. A symbolic link is followed, and an
/// existing file's permissions are kept.
pub fn write_atomically(
    path: &Path,
    write: impl FnOnce(&mut BufWriter<File>) -> io::Result<()>,
) -> io::Result<()> {
    let target = fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let temp = temporary_beside(&target)?;
    let result = (|| {
        let mut out = BufWriter::new(File::create(&temp)?);
        write(&mut out)?;
        let file = out.into_inner().map_err(|e| e.into_error())?;
        if let Ok(old) = fs::metadata(&target) {
            file.set_permissions(old.permissions())?;
        }
        file.sync_all()?;
        fs::rename(&temp, &target)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&temp);
    }
    result
}

/// A name for a new file in `target`'s directory.
fn temporary_beside(target: &Path) -> io::Result<PathBuf> {
    let name = target
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "not a file name"))?;
    let mut temp_name = std::ffi::OsString::from(".");
    temp_name.push(name);
    temp_name.push(format!(".{}.tmp", std::process::id()));
    Ok(target.with_file_name(temp_name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    fn dir() -> PathBuf {
        let d = std::env::temp_dir().join(format!("spaceship-export-{}", std::process::id()));
        fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn a_failed_write_keeps_the_old_file_and_leaves_nothing_behind() {
        let d = dir();
        let path = d.join("catalog.json");
        fs::write(&path, "old").unwrap();
        let failed = write_atomically(&path, |out| {
            out.write_all(b"half of the new")?;
            Err(io::Error::other("disk full"))
        });
        assert_eq!(failed.unwrap_err().to_string(), "disk full");
        assert_eq!(fs::read_to_string(&path).unwrap(), "old");
        assert_eq!(fs::read_dir(&d).unwrap().count(), 1);
        write_atomically(&path, |out| out.write_all(b"new")).unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
        assert_eq!(fs::read_dir(&d).unwrap().count(), 1);
        // No directory to write into: an error, nothing created.
        assert!(write_atomically(&d.join("no/such.json"), |out| out.write_all(b"x")).is_err());
        fs::remove_dir_all(&d).unwrap();
    }
}
