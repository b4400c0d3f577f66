//! Running the binary under a time bound: both streams captured, the
//! whole process group killed when the bound passes; and a folder of
//! cases run two at a time (the machine may be shared).

use std::io::Read;
use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// `each` of the paths, two at a time, the results in the paths' order.
pub fn two_at_a_time<T: Send + 'static>(paths: &[PathBuf], each: fn(PathBuf) -> T) -> Vec<T> {
    let mut results = Vec::new();
    for pair in paths.chunks(2) {
        let runs: Vec<_> = pair
            .iter()
            .map(|path| {
                let path = path.clone();
                std::thread::spawn(move || each(path))
            })
            .collect();
        results.extend(runs.into_iter().map(|r| r.join().unwrap()));
    }
    results
}

/// Runs `command` in a process group of its own: its exit status
/// (`None`: still running at `bound`, when the whole group is killed, or
/// killed by a signal), what it printed (stdout, then stderr), and how
/// long it took.
pub fn run_bounded(command: &mut Command, bound: Duration) -> (Option<i32>, String, Duration) {
    let started = Instant::now();
    let mut child = command
        .process_group(0)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let out = read_in_thread(child.stdout.take().unwrap());
    let err = read_in_thread(child.stderr.take().unwrap());
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status.code();
        }
        if started.elapsed() > bound {
            // The whole group: the command and what it started.
            // SAFETY: signalling the process group this test made.
            unsafe { libc::kill(-(child.id() as i32), libc::SIGKILL) };
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let printed = out.join().unwrap() + &err.join().unwrap();
    (status, printed, started.elapsed())
}

/// A stream of the child's, read to its end in a thread of its own.
fn read_in_thread(mut stream: impl Read + Send + 'static) -> std::thread::JoinHandle<String> {
    std::thread::spawn(move || {
        let mut text = Vec::new();
        let _ = stream.read_to_end(&mut text);
        String::from_utf8_lossy(&text).into_owned()
    })
}
