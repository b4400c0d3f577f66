//! Issue #42, file system and I/O: whatever the file system holds, the
//! real binary ends within a time bound with status 0 or 1 and a clear
//! message, never a panic or a hang. FIFOs and devices are refused by
//! the one file-opening function; symlink loops do not trap a walk;
//! globs with many stars and YAML alias bombs end; a reader that goes
//! away (`| head`) is a quiet end; stores made by many processes at once
//! all open; a PuppetDB's answers are bounded. Inputs are in
//! `tests/data/files/`; links and FIFOs are made in a copy at run time.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_spaceship");

/// Every run ends within this, or the test fails as a hang.
const TIME_BOUND: Duration = Duration::from_secs(20);

/// A fresh folder holding a copy of `tests/data/files/<case>` (or empty).
fn scratch(case: Option<&str>) -> PathBuf {
    static COUNT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = COUNT.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let dir = std::env::temp_dir().join(format!("spaceship-files-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    if let Some(case) = case {
        let from = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/files")
            .join(case);
        let copied = Command::new("cp")
            .arg("-r")
            .arg(format!("{}/.", from.display()))
            .arg(&dir)
            .status()
            .unwrap();
        assert!(copied.success());
    }
    dir
}

fn mkfifo(path: &Path) {
    assert!(Command::new("mkfifo").arg(path).status().unwrap().success());
}

fn symlink(target: &str, link: &Path) {
    // Empty folders are not kept in git: the link's folder is made here.
    std::fs::create_dir_all(link.parent().unwrap()).unwrap();
    std::os::unix::fs::symlink(target, link).unwrap();
}

/// What a run gave: its status, standard output and error.
struct Run {
    status: i32,
    stdout: String,
    stderr: String,
}

/// Runs the binary in `dir` (standard input as given), under an address
/// space cap of 4 GB and [`TIME_BOUND`]; fails on a hang, a panic, a
/// signal or a status other than 0 or 1.
fn run_in(dir: &Path, args: &[&str], stdin: &str, env: &[(&str, &Path)]) -> Run {
    let mut command = Command::new("sh");
    command
        .arg("-c")
        .arg("ulimit -v 4000000; exec \"$0\" \"$@\"")
        .arg(BIN)
        .args(args)
        .current_dir(dir)
        .env("HOME", dir)
        .env("XDG_DATA_HOME", dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in env {
        command.env(k, v);
    }
    let mut child = command.spawn().unwrap();
    let mut input = child.stdin.take().unwrap();
    input.write_all(stdin.as_bytes()).unwrap();
    drop(input);
    let (mut out, mut err) = (child.stdout.take().unwrap(), child.stderr.take().unwrap());
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = out.read_to_string(&mut s);
        s
    });
    let err_reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = err.read_to_string(&mut s);
        s
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > TIME_BOUND {
            let _ = child.kill();
            let _ = child.wait();
            panic!("spaceship {args:?} hung (over {TIME_BOUND:?})");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let (stdout, stderr) = (reader.join().unwrap(), err_reader.join().unwrap());
    assert!(
        !stderr.contains("panicked"),
        "spaceship {args:?} panicked: {stderr}"
    );
    let status = status
        .code()
        .unwrap_or_else(|| panic!("spaceship {args:?} died by a signal: {status:?}\n{stderr}"));
    // `diff` says 2 when the sides differ.
    let differ = args.first() == Some(&"diff") && status == 2;
    assert!(
        status == 0 || status == 1 || differ,
        "status {status}: {stderr}"
    );
    Run {
        status,
        stdout,
        stderr,
    }
}

fn run(dir: &Path, args: &[&str]) -> Run {
    run_in(dir, args, "", &[])
}

/// `compile site.pp` in `dir` with its `hiera.yaml`, no store.
fn compile_site_with_hiera(dir: &Path) -> Run {
    run(
        dir,
        &[
            "compile",
            NO_STORE,
            "--hiera-config",
            "hiera.yaml",
            "site.pp",
        ],
    )
}

fn refused(run: &Run, expected: &str) {
    assert_eq!(run.status, 1, "accepted: {}", run.stdout);
    assert!(
        run.stderr.contains(expected),
        "wanted {expected:?} in: {}",
        run.stderr
    );
}

const NO_STORE: &str = "--no-storeconfigs";
const FIFO_REFUSED: &str = "not a regular file (a FIFO): spaceship reads only regular files";

#[test]
fn functions_reading_files_refuse_fifos_and_devices_at_once() {
    let dir = scratch(None);
    let fifo = dir.join("fifo");
    mkfifo(&fifo);
    let fifo = fifo.display().to_string();
    for (call, expected) in [
        (format!("file('{fifo}')"), FIFO_REFUSED),
        (format!("template('{fifo}')"), FIFO_REFUSED),
        (format!("epp('{fifo}')"), FIFO_REFUSED),
        (
            "file('/dev/zero')".to_string(),
            "Could not read /dev/zero: not a regular file (a character device)",
        ),
        (
            "template('/dev/zero')".to_string(),
            "not a regular file (a character device)",
        ),
    ] {
        std::fs::write(dir.join("site.pp"), format!("notice({call})")).unwrap();
        refused(&run(&dir, &["compile", NO_STORE, "site.pp"]), expected);
    }
    // A regular file at an absolute path is read in single-manifest mode,
    // as in an environment.
    std::fs::write(dir.join("data.txt"), "some text").unwrap();
    let data = dir.join("data.txt").display().to_string();
    std::fs::write(dir.join("site.pp"), format!("notice(file('{data}'))")).unwrap();
    let read = run(&dir, &["compile", NO_STORE, "site.pp"]);
    assert_eq!(read.status, 0, "{}", read.stderr);
    assert!(read.stderr.contains("some text") || read.stdout.contains("some text"));
}

#[test]
fn manifests_configurations_and_loads_that_are_fifos_are_refused() {
    let dir = scratch(None);
    mkfifo(&dir.join("fifo.pp"));
    std::fs::write(dir.join("site.pp"), "notice(lookup('x'))").unwrap();
    refused(&run(&dir, &["compile", NO_STORE, "fifo.pp"]), FIFO_REFUSED);
    refused(
        &run(
            &dir,
            &["compile", NO_STORE, "--hiera-config", "fifo.pp", "site.pp"],
        ),
        FIFO_REFUSED,
    );
    refused(&run(&dir, &["parse", "fifo.pp"]), FIFO_REFUSED);
    refused(
        &run(&dir, &["compile", NO_STORE, "/dev/zero"]),
        "not a regular file (a character device)",
    );
    // The REPL's `:load` of a FIFO fails and the session goes on.
    let repl = run_in(&dir, &[NO_STORE], ":load fifo.pp\nnotice(after)\n", &[]);
    assert!(repl.stderr.contains(FIFO_REFUSED) || repl.stdout.contains(FIFO_REFUSED));
    assert!(repl.stdout.contains("after") || repl.stderr.contains("after"));
}

#[test]
fn a_history_file_that_is_not_regular_is_not_read() {
    // The history is read only by the interactive REPL; in batch mode it
    // must not be touched either: a FIFO there never blocks.
    let dir = scratch(None);
    let fifo = dir.join("history");
    mkfifo(&fifo);
    let repl = run_in(
        &dir,
        &[NO_STORE],
        "notice(1)\n",
        &[("SPACESHIP_HISTORY", &fifo)],
    );
    assert_eq!(repl.status, 0, "{}", repl.stderr);
}

#[test]
fn yaml_alias_bombs_are_refused_naming_the_limit() {
    let dir = scratch(Some("alias_bomb"));
    refused(
        &compile_site_with_hiera(&dir),
        "aliases stand for more than 1000000 values (spaceship's limit on alias expansion) at line 7 column 45",
    );
    // Aliases as people use them (Puppet 7.23's Hiera reads them) work.
    let dir = scratch(Some("aliases_shared"));
    let shared = compile_site_with_hiera(&dir);
    assert_eq!(shared.status, 0, "{}", shared.stderr);
    let all = format!("{}{}", shared.stdout, shared.stderr);
    assert!(
        all.contains("{owner => root, mode => 0644, port => 80} [[80, 443], [80, 443]]"),
        "{all}"
    );
}

#[test]
fn globs_with_many_stars_end_at_once() {
    let dir = scratch(Some("glob_stars"));
    let started = Instant::now();
    let found = compile_site_with_hiera(&dir);
    assert_eq!(found.status, 0, "{}", found.stderr);
    assert!(format!("{}{}", found.stdout, found.stderr).contains("from common"));
    assert!(started.elapsed() < Duration::from_secs(10));
}

#[test]
fn globs_over_a_symlink_loop_end() {
    let dir = scratch(Some("glob_loop"));
    symlink("..", &dir.join("data/nodes/loop"));
    let looked_up = compile_site_with_hiera(&dir);
    assert_eq!(looked_up.status, 0, "{}", looked_up.stderr);
    assert!(format!("{}{}", looked_up.stdout, looked_up.stderr).contains("from node a"));
    // stdlib's glob(): `**` follows no link to a directory, as in Ruby.
    let pattern = dir.join("data/**/*.yaml").display().to_string();
    std::fs::write(dir.join("glob.pp"), format!("notice(glob('{pattern}'))")).unwrap();
    let globbed = run(
        &dir,
        &["compile", NO_STORE, "--modulepath", "modules", "glob.pp"],
    );
    assert_eq!(globbed.status, 0, "{}", globbed.stderr);
    let all = format!("{}{}", globbed.stdout, globbed.stderr);
    assert!(all.contains("data/nodes/a.yaml]"), "{all}");
    assert!(!all.contains("loop"), "{all}");
    // The REPL shows its answer too.
    let repl = run_in(
        &dir,
        &[
            NO_STORE,
            "--modulepath",
            "modules",
            "--hiera-config",
            "hiera.yaml",
        ],
        &format!("notice(lookup('key'))\nnotice(glob('{pattern}').length)\n"),
        &[],
    );
    assert_eq!(repl.status, 0, "{}", repl.stderr);
}

#[test]
fn manifest_directories_follow_no_linked_directory() {
    // Puppet 7.23 reads `**/*.pp` below an environment's manifests/:
    // neither a linked folder nor a link to a parent is followed.
    let dir = scratch(Some("manifest_links"));
    symlink("..", &dir.join("manifests/up"));
    symlink("../outside", &dir.join("manifests/linked"));
    let env = run(
        &dir,
        &[
            "compile",
            NO_STORE,
            "--manifest",
            "manifests",
            "--format",
            "text",
        ],
    );
    let direct = run(&dir, &["compile", NO_STORE, "manifests"]);
    for compiled in [env, direct] {
        assert_eq!(compiled.status, 0, "{}", compiled.stderr);
        assert!(compiled.stdout.contains("Notify[a]") || compiled.stdout.contains("\"a\""));
        assert!(!compiled.stdout.contains("outside"), "{}", compiled.stdout);
    }
}

/// Runs the binary with its standard output read for `bytes` bytes and
/// then closed: the end must be quiet (no panic, status 0 or as killed
/// by SIGPIPE, like other Unix tools).
fn closed_early(dir: &Path, args: &[&str], bytes: usize) {
    let mut child = Command::new(BIN)
        .args(args)
        .current_dir(dir)
        .env("HOME", dir)
        .env("XDG_DATA_HOME", dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = child.stdout.take().unwrap();
    let mut first = vec![0; bytes];
    out.read_exact(&mut first).unwrap();
    drop(out);
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    let status = child.wait().unwrap();
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    assert!(
        status.success() || std::os::unix::process::ExitStatusExt::signal(&status) == Some(13),
        "{args:?}: {status:?} {err}"
    );
}

#[test]
fn a_reader_that_goes_away_is_a_quiet_end() {
    let dir = scratch(Some("epipe"));
    // Past the 1 MiB that a pipe is widened to for a catalog.
    let many: String = (0..8_000)
        .map(|i| {
            format!("notify {{ 'n{i}': message => 'a message long enough to fill a pipe {i}' }}\n")
        })
        .collect();
    std::fs::write(dir.join("many.pp"), many).unwrap();
    closed_early(&dir, &["parse", "--format", "json", "many.pp"], 100);
    closed_early(&dir, &["compile", NO_STORE, "many.pp"], 100);
    closed_early(
        &dir,
        &["compile", NO_STORE, "--format", "text", "many.pp"],
        100,
    );
    let store = dir.join("store.sqlite").display().to_string();
    let stored = run(&dir, &["compile", "--storeconfigs", &store, "exports.pp"]);
    assert_eq!(stored.status, 0, "{}", stored.stderr);
    closed_early(&dir, &["nodes", "--storeconfigs", &store], 100);
    closed_early(
        &dir,
        &["nodes", "--storeconfigs", &store, "--format", "json"],
        100,
    );
}

#[test]
fn stores_made_by_many_processes_at_once_all_open() {
    let dir = scratch(Some("epipe"));
    for round in 0..6 {
        let store = dir
            .join(format!("new-{round}.sqlite"))
            .display()
            .to_string();
        let children: Vec<_> = (0..8)
            .map(|_| {
                Command::new(BIN)
                    .args(["compile", "--storeconfigs", &store, "exports.pp"])
                    .current_dir(&dir)
                    .stdout(Stdio::null())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for child in children {
            let out = child.wait_with_output().unwrap();
            assert!(
                out.status.success(),
                "round {round}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
}

#[test]
fn a_puppetdb_answer_is_bounded_and_a_long_refusal_is_cut() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    // A server refusing every request with a 20 MB body.
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            std::thread::spawn(move || {
                let mut request = [0u8; 4096];
                let _ = stream.read(&mut request);
                let body = "refused! ".repeat(2_300_000);
                let head = format!(
                    "HTTP/1.1 500 Server Error\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                    body.len()
                );
                let _ = stream.write_all(head.as_bytes());
                let _ = stream.write_all(body.as_bytes());
            });
        }
    });
    let dir = scratch(None);
    std::fs::write(dir.join("site.pp"), "File <<| |>>").unwrap();
    let url = format!("http://127.0.0.1:{port}");
    let refused = run(&dir, &["compile", "--puppetdb", &url, "site.pp"]);
    assert_eq!(refused.status, 1);
    assert!(
        refused.stderr.contains("refused! refused!"),
        "{}",
        refused.stderr
    );
    assert!(refused.stderr.contains("[...]"), "{}", refused.stderr);
    assert!(
        refused.stderr.len() < 5_000,
        "{} bytes",
        refused.stderr.len()
    );
}

#[test]
fn a_diff_of_large_reordered_file_content_ends() {
    // Myers' line diff is quadratic on text reordered at large: 60,000
    // shuffled lines took minutes; past a deadline the diff is coarser.
    let dir = scratch(None);
    let lines: Vec<String> = (0..60_000)
        .map(|i| format!("line number {i} with some text"))
        .collect();
    let mut shuffled = lines.clone();
    let mut seed: u64 = 42;
    for i in (1..shuffled.len()).rev() {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        shuffled.swap(i, (seed >> 33) as usize % (i + 1));
    }
    let manifest =
        |lines: &[String]| format!("file {{ '/x': content => \"{}\" }}\n", lines.join("\\n"));
    std::fs::write(dir.join("from.pp"), manifest(&lines)).unwrap();
    std::fs::write(dir.join("to.pp"), manifest(&shuffled)).unwrap();
    let diffed = run(&dir, &["diff", "from.pp", "to.pp"]);
    assert_eq!(diffed.status, 2, "{}", diffed.stderr);
    assert!(
        diffed.stdout.contains("+line number"),
        "{}",
        &diffed.stdout[..200.min(diffed.stdout.len())]
    );
}

#[test]
fn module_folders_that_link_back_do_not_trap_the_loader() {
    let dir = scratch(Some("provider_loop"));
    let lib = dir.join("modules/gadgets/lib");
    symlink("../../..", &lib.join("puppet/provider/gizmo/loop"));
    // An empty folder git does not keep.
    std::fs::create_dir_all(lib.join("puppet_x")).unwrap();
    symlink("..", &lib.join("puppet_x/up"));
    let compiled = run(
        &dir,
        &[
            "compile",
            NO_STORE,
            "--modulepath",
            "modules",
            "--format",
            "text",
            "site.pp",
        ],
    );
    assert_eq!(compiled.status, 0, "{}", compiled.stderr);
    assert!(compiled.stdout.contains("Gizmo[g]"), "{}", compiled.stdout);
}
