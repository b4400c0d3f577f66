//! Scratch folders for tests that write files: fresh, named for the test,
//! removed when dropped.

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Scratch folders made so far by this process.
static MADE: AtomicUsize = AtomicUsize::new(0);

/// A fresh folder under the system's temporary folder (its canonical
/// path), removed at the end of the test.
pub struct Scratch(pub PathBuf);

impl Scratch {
    /// `name` says which test it is for (the folder's name holds only
    /// it, the process id and a count, so that a shell may be given it).
    pub fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!(
            "spaceship-test-{name}-{}-{}",
            std::process::id(),
            MADE.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(std::fs::canonicalize(&dir).unwrap())
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
