//! The REPL in a real pseudo-terminal (expectrl): completion with Tab,
//! multi-line input, and history across sessions.

use std::time::Duration;

use expectrl::session::OsSession;
use expectrl::{Eof, Expect, Regex, Session};

fn spawn(history: &std::path::Path) -> OsSession {
    let bin = env!("CARGO_BIN_EXE_spaceship");
    let mut cmd = std::process::Command::new(bin);
    // The expectations are Puppet 7.23's.
    cmd.env("SPACESHIP_PUPPET_VERSION", "7");
    cmd.args(["--node", "test"])
        .env("SPACESHIP_HISTORY", history)
        .env("TERM", "xterm")
        .env("NO_COLOR", "1");
    let mut session = Session::spawn(cmd).expect("spawn the REPL in a pty");
    session.set_expect_timeout(Some(Duration::from_secs(10)));
    session.expect("test> ").expect("first prompt");
    session
}

#[test]
fn completion_multiline_and_history() {
    let dir = std::env::temp_dir().join(format!("spaceship-pty-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let history = dir.join("history");

    let mut repl = spawn(&history);
    // Multi-line: the open brace continues the statement on the next line.
    // Each further line has a continuation prompt as wide as `test> `.
    repl.send("file { '/etc/motd':\r").unwrap();
    repl.expect("   .. ").expect("continuation prompt");
    repl.send("  ensure => file,\r").unwrap();
    repl.expect("   .. ").expect("continuation prompt again");
    repl.send("}\r").unwrap();
    repl.expect("+ File[/etc/motd]")
        .expect("declared after the closing brace");
    repl.expect("test> ").unwrap();
    // Completion: a type name, then a title inside File['.
    repl.send("Fil\t").unwrap();
    repl.expect("File").unwrap();
    repl.send("['/etc/m\t").unwrap();
    repl.expect("motd").unwrap();
    repl.send("['ensure']\r").unwrap();
    repl.expect(Regex(r"=> .*'file'"))
        .expect("attribute access after completion");
    repl.expect("test> ").unwrap();
    repl.send(":quit\r").unwrap();
    repl.expect(Eof).unwrap();

    // History: a new session recalls earlier lines with Up (the last one
    // is `:quit`, the one before it the attribute access).
    let mut repl = spawn(&history);
    repl.send("\x1b[A").unwrap();
    repl.expect(":quit").unwrap();
    repl.send("\x1b[A").unwrap();
    repl.expect("File['/etc/motd']['ensure']")
        .expect("history recalled");
    // Running the recalled line evaluates it in this new (empty) session.
    repl.send("\r").unwrap();
    repl.expect("Resource not found").unwrap();
    repl.expect("test> ").unwrap();
    repl.send(":quit\r").unwrap();
    repl.expect(Eof).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn ctrl_c_stops_a_runaway_input_and_the_session_goes_on() {
    let dir = std::env::temp_dir().join(format!("spaceship-pty-int-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut repl = spawn(&dir.join("history"));
    repl.send("$a = 41\r").unwrap();
    repl.expect("test> ").unwrap();
    repl.send("Integer[1,2000000000].each |$x| { }\r").unwrap();
    std::thread::sleep(Duration::from_millis(300));
    repl.send("\x03").unwrap();
    repl.expect("Interrupted")
        .expect("the input is interrupted");
    repl.expect("test> ").unwrap();
    // The interrupted input changed nothing; the session still works.
    repl.send("notice($a + 1)\r").unwrap();
    repl.expect("notice: 42").unwrap();
    repl.send(":quit\r").unwrap();
    repl.expect(Eof).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
}

/// A history path that is a FIFO or a device is neither read nor written:
/// the REPL shows its prompt at once and quits cleanly (issue #42; the
/// history library would otherwise block on the FIFO, or read
/// `/dev/zero` until memory ran out).
#[test]
fn a_history_that_is_not_a_regular_file_is_left_alone() {
    let dir = std::env::temp_dir().join(format!("spaceship-pty-fifo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let fifo = dir.join("history");
    let _ = std::fs::remove_file(&fifo);
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    for history in [fifo.as_path(), std::path::Path::new("/dev/zero")] {
        let mut repl = spawn(history);
        repl.send("notice(1)\r").unwrap();
        repl.expect("notice: 1").unwrap();
        repl.send(":quit\r").unwrap();
        repl.expect(Eof).unwrap();
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
