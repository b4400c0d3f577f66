//! The worker process and its conversation: started on first use (one per
//! thread, whatever the environment), asked one request at a time, its
//! callbacks answered from the live compile while it works. A worker that
//! dies, says nonsense, stays silent past the time limit or is
//! interrupted (Ctrl-C) is killed; the next request starts a fresh one.

use std::cell::{Cell, RefCell};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::rc::Rc;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value as Json, json};

use super::discovery::{INSTALL_ADVICE, ruby_executable};
use super::pcore::{from_pcore, to_pcore};
use super::{BlockShape, Policy, RubyError, RubyHost, ScopeAccess, Template};
use crate::catalog::Value;

/// The worker's Ruby program, shipped inside the binary.
const SCRIPT: &str = include_str!("worker.rb");

/// How long the worker may stay silent before it counts as hung.
fn time_limit() -> Duration {
    let seconds = std::env::var("SPACESHIP_RUBY_TIMEOUT")
        .ok()
        .and_then(|s| s.parse::<f64>().ok())
        .filter(|s| *s > 0.0)
        .unwrap_or(60.0);
    Duration::from_secs_f64(seconds)
}

/// A running worker.
struct Process {
    child: Child,
    stdin: ChildStdin,
    /// The worker's stdout, a line at a time (`None`: it closed).
    lines: Receiver<Option<String>>,
    /// The end of what the worker wrote to stderr, for crash reports.
    stderr: Arc<Mutex<String>>,
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// What the worker said about itself when it started.
#[derive(Debug, Clone, Default)]
pub struct WorkerInfo {
    pub ruby: PathBuf,
    pub puppet_version: String,
    pub ruby_version: String,
    pub started_in: Duration,
    pub pid: u32,
}

/// A thread's Ruby worker (the process starts on the first request).
pub struct Worker {
    policy: Policy,
    process: RefCell<Option<Process>>,
    /// Why no worker can start (found once, never retried).
    unavailable: RefCell<Option<String>>,
    info: RefCell<Option<WorkerInfo>>,
    /// The major Puppet versions the compiles were told, once each, that
    /// the worker's Puppet is not theirs.
    warned_versions: RefCell<Vec<String>>,
    starts: Cell<u32>,
}

impl std::fmt::Debug for Worker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Worker")
            .field("policy", &self.policy)
            .field("info", &self.info.borrow())
            .finish()
    }
}

impl Worker {
    pub fn new(policy: Policy) -> Self {
        Worker {
            policy,
            process: RefCell::new(None),
            unavailable: RefCell::new(None),
            info: RefCell::new(None),
            warned_versions: RefCell::new(Vec::new()),
            starts: Cell::new(0),
        }
    }

    /// What the running (or last) worker said about itself.
    pub fn info(&self) -> Option<WorkerInfo> {
        self.info.borrow().clone()
    }

    /// How many worker processes were started (restarts included).
    pub fn starts(&self) -> u32 {
        self.starts.get()
    }

    /// The running worker's resident memory, in kB (Linux).
    pub fn memory_kb(&self) -> Option<u64> {
        let pid = self.process.borrow().as_ref()?.child.id();
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
    }

    /// Stops the worker (the next request starts another).
    pub fn stop(&self) {
        self.process.borrow_mut().take();
    }

    fn ensure_started(&self) -> Result<(), RubyError> {
        if self.process.borrow().is_some() {
            return Ok(());
        }
        if let Some(why) = self.unavailable.borrow().as_ref() {
            return Err(RubyError::Unavailable(why.clone()));
        }
        match self.start() {
            Ok(()) => Ok(()),
            Err(RubyError::Unavailable(why)) => {
                *self.unavailable.borrow_mut() = Some(why.clone());
                Err(RubyError::Unavailable(why))
            }
            Err(e) => Err(e),
        }
    }

    fn start(&self) -> Result<(), RubyError> {
        let started = Instant::now();
        let ruby = ruby_executable(&self.policy)
            .map_err(|why| RubyError::Unavailable(format!("{why}; {INSTALL_ADVICE}")))?;
        let mut command = Command::new(&ruby);
        command
            .args(["-W0", "-e", SCRIPT])
            .env("SPACESHIP_RUBY_CACHE", library_cache())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        // Its own process group: Ctrl-C at the terminal interrupts the
        // compile, which then stops the worker itself.
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let mut child = command.spawn().map_err(|e| {
            RubyError::Unavailable(format!(
                "{} cannot run: {e}; {INSTALL_ADVICE}",
                ruby.display()
            ))
        })?;
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = child.stdout.take().expect("piped stdout");
        let stderr_pipe = child.stderr.take().expect("piped stderr");
        let (sender, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                let mut line = String::new();
                match reader.read_line(&mut line) {
                    Ok(0) | Err(_) => {
                        let _ = sender.send(None);
                        return;
                    }
                    Ok(_) => {
                        if sender.send(Some(line)).is_err() {
                            return;
                        }
                    }
                }
            }
        });
        let stderr = Arc::new(Mutex::new(String::new()));
        let kept = stderr.clone();
        std::thread::spawn(move || {
            let mut pipe = stderr_pipe;
            let mut buffer = [0u8; 4096];
            while let Ok(n) = pipe.read(&mut buffer) {
                if n == 0 {
                    return;
                }
                let mut text = kept.lock().unwrap_or_else(|e| e.into_inner());
                text.push_str(&String::from_utf8_lossy(&buffer[..n]));
                if text.len() > 8192 {
                    let cut = text.len() - 4096;
                    let cut = (cut..text.len())
                        .find(|i| text.is_char_boundary(*i))
                        .unwrap_or(0);
                    text.drain(..cut);
                }
            }
        });
        let pid = child.id();
        *self.process.borrow_mut() = Some(Process {
            child,
            stdin,
            lines,
            stderr,
        });
        self.starts.set(self.starts.get() + 1);
        let answer = match self.exchange(json!({"op": "start"}), None) {
            Ok(answer) => answer,
            Err(RubyError::Raised(why)) | Err(RubyError::Worker(why)) => {
                self.stop();
                return Err(RubyError::Unavailable(format!(
                    "{} cannot load Puppet's Ruby library ({why}); {INSTALL_ADVICE}",
                    ruby.display()
                )));
            }
            Err(e) => return Err(e),
        };
        let field = |k: &str| {
            answer
                .get(k)
                .and_then(Json::as_str)
                .unwrap_or("")
                .to_string()
        };
        let info = WorkerInfo {
            ruby,
            puppet_version: field("puppet"),
            ruby_version: field("ruby"),
            started_in: started.elapsed(),
            pid,
        };
        *self.info.borrow_mut() = Some(info);
        Ok(())
    }

    /// Kills the worker after a failure and says what happened.
    fn fail(&self, what: &str) -> RubyError {
        let stderr = self
            .process
            .borrow()
            .as_ref()
            .map(|p| p.stderr.lock().unwrap_or_else(|e| e.into_inner()).clone())
            .unwrap_or_default();
        self.stop();
        let tail: Vec<&str> = stderr.lines().rev().take(3).collect();
        let tail: Vec<&str> = tail.into_iter().rev().collect();
        if tail.is_empty() {
            RubyError::Worker(format!("the Ruby worker {what}"))
        } else {
            RubyError::Worker(format!("the Ruby worker {what}: {}", tail.join(" / ")))
        }
    }

    fn write(&self, message: &Json) -> Result<(), RubyError> {
        let mut process = self.process.borrow_mut();
        let Some(process) = process.as_mut() else {
            return Err(RubyError::Worker("the Ruby worker stopped".into()));
        };
        let mut line = message.to_string();
        line.push('\n');
        // A worker that cannot be written to has died: the read that
        // follows says so, with its exit status.
        let _ = process
            .stdin
            .write_all(line.as_bytes())
            .and_then(|()| process.stdin.flush());
        Ok(())
    }

    /// The worker's next line, waiting no longer than the time limit and
    /// giving up on Ctrl-C.
    fn read(&self, starting: bool) -> Result<Json, RubyError> {
        // Loading Puppet takes seconds on a busy machine: the start is
        // given more time than a call.
        let limit = if starting {
            time_limit().max(Duration::from_secs(120))
        } else {
            time_limit()
        };
        let waited = Instant::now();
        loop {
            let received = {
                let process = self.process.borrow();
                let Some(process) = process.as_ref() else {
                    return Err(RubyError::Worker("the Ruby worker stopped".into()));
                };
                process.lines.recv_timeout(Duration::from_millis(50))
            };
            match received {
                Ok(Some(line)) => {
                    return serde_json::from_str(&line).map_err(|_| {
                        self.fail(&format!("answered nonsense: {}", line.trim_end()))
                    });
                }
                Ok(None) | Err(RecvTimeoutError::Disconnected) => {
                    let status = self
                        .process
                        .borrow_mut()
                        .as_mut()
                        .and_then(|p| p.child.wait().ok());
                    let how = match status {
                        Some(s) => format!("died ({s})"),
                        None => "died".into(),
                    };
                    return Err(self.fail(&how));
                }
                Err(RecvTimeoutError::Timeout) => {
                    if crate::interrupt::requested() {
                        return Err(self.fail("was interrupted"));
                    }
                    if waited.elapsed() > limit {
                        return Err(self.fail(&format!(
                            "did not answer within {} seconds (SPACESHIP_RUBY_TIMEOUT)",
                            limit.as_secs_f64()
                        )));
                    }
                }
            }
        }
    }

    /// Sends a request and serves the worker's callbacks until it
    /// answers. Without a scope (the start), a callback is an error.
    fn exchange(
        &self,
        request: Json,
        mut scope: Option<&mut dyn ScopeAccess>,
    ) -> Result<Json, RubyError> {
        let starting = scope.is_none();
        self.write(&request)?;
        loop {
            let mut message = self.read(starting)?;
            if let Some(done) = message.get_mut("done") {
                return Ok(done.take());
            }
            if let Some(error) = message.get("error") {
                let error = error.as_str().unwrap_or("").to_string();
                return Err(match message.get("class").and_then(Json::as_str) {
                    Some("Puppet::DataBinding::LookupError") => RubyError::Lookup(error),
                    _ => RubyError::Raised(error),
                });
            }
            let Some(callback) = message.get("cb").and_then(Json::as_str) else {
                return Err(self.fail(&format!("answered nonsense: {message}")));
            };
            let reply = match scope.as_deref_mut() {
                Some(scope) => answer_callback(callback, &message, scope),
                None => Err(format!("no scope to answer '{callback}'")),
            };
            let reply = match reply {
                Ok(value) => json!({ "reply": value }),
                Err(message) => json!({ "failed": message }),
            };
            self.write(&reply)?;
        }
    }

    /// A request made on behalf of a compile.
    fn request(&self, request: Json, scope: &mut dyn ScopeAccess) -> Result<Json, RubyError> {
        self.ensure_started()?;
        self.exchange(request, Some(scope))
    }
}

/// Answers one callback from the compile.
fn answer_callback(
    callback: &str,
    message: &Json,
    scope: &mut dyn ScopeAccess,
) -> Result<Json, String> {
    let name = message.get("name").and_then(Json::as_str).unwrap_or("");
    match callback {
        "var" => {
            let top = message.get("top").and_then(Json::as_bool).unwrap_or(false);
            Ok(match scope.variable(name, top) {
                Some(value) => json!({ "value": to_pcore(&value) }),
                None => Json::Null,
            })
        }
        "vars" => {
            let mut object = serde_json::Map::new();
            for (name, value) in scope.variables() {
                object.insert(name, to_pcore(&value));
            }
            Ok(Json::Object(object))
        }
        "call" => {
            let legacy = message
                .get("legacy")
                .and_then(Json::as_bool)
                .unwrap_or(false);
            let args = match message.get("args") {
                Some(Json::Array(args)) => args
                    .iter()
                    .map(|a| from_pcore(a, &mut |t| scope.parse_type(t)))
                    .collect::<Result<Vec<_>, _>>()?,
                _ => Vec::new(),
            };
            let value = scope.call_function(name, args, legacy)?;
            Ok(to_pcore(&value))
        }
        "yield" => {
            let args = match message.get("args") {
                Some(Json::Array(args)) => args
                    .iter()
                    .map(|a| from_pcore(a, &mut |t| scope.parse_type(t)))
                    .collect::<Result<Vec<_>, _>>()?,
                _ => Vec::new(),
            };
            Ok(to_pcore(&scope.call_block(args)?))
        }
        "setvar" => {
            let value = message.get("value").unwrap_or(&Json::Null);
            let value = from_pcore(value, &mut |t| scope.parse_type(t))?;
            scope.set_variable(name, value)?;
            Ok(Json::Null)
        }
        other => Err(format!("spaceship does not answer '{other}'")),
    }
}

/// The worker as one environment (modulepath) sees it.
#[derive(Debug)]
pub struct EnvironmentHost {
    worker: Rc<Worker>,
    modulepath: Vec<String>,
}

impl EnvironmentHost {
    pub fn new(worker: Rc<Worker>, modulepath: Vec<PathBuf>) -> Self {
        EnvironmentHost {
            worker,
            // Absolute: the worker outlives a session's changes of
            // directory.
            modulepath: modulepath
                .iter()
                .map(|p| std::path::absolute(p).unwrap_or_else(|_| p.clone()))
                .map(|p| p.display().to_string())
                .collect(),
        }
    }

    fn base(&self, op: &str, scope: &dyn ScopeAccess) -> serde_json::Map<String, Json> {
        let mut request = serde_json::Map::new();
        request.insert("op".into(), json!(op));
        request.insert("modulepath".into(), json!(self.modulepath));
        request.insert("node".into(), json!(scope.node_name()));
        request.insert("scope".into(), json!(scope.scope_name()));
        request
    }
}

impl RubyHost for EnvironmentHost {
    fn call_function(
        &self,
        name: &str,
        file: &str,
        args: &[Value],
        block: Option<BlockShape>,
        scope: &mut dyn ScopeAccess,
    ) -> Result<Value, RubyError> {
        let mut request = self.base("call", scope);
        if let Some(shape) = block {
            request.insert(
                "block".into(),
                json!({"required": shape.required, "optional": shape.optional, "rest": shape.rest}),
            );
        }
        request.insert("name".into(), json!(name));
        request.insert("file".into(), json!(file));
        request.insert("legacy".into(), json!(file.contains("/parser/functions/")));
        request.insert(
            "args".into(),
            Json::Array(args.iter().map(to_pcore).collect()),
        );
        let answer = self.worker.request(Json::Object(request), scope)?;
        from_pcore(&answer, &mut |t| scope.parse_type(t))
            .map_err(|why| RubyError::Raised(format!("The function '{name}' returned {why}")))
    }

    fn render_template(
        &self,
        template: Template<'_>,
        scope: &mut dyn ScopeAccess,
    ) -> Result<String, RubyError> {
        let mut request = self.base("template", scope);
        match template {
            Template::File { name, path } => {
                request.insert("name".into(), json!(name));
                request.insert("path".into(), json!(path))
            }
            Template::Inline(text) => request.insert("inline".into(), json!(text)),
        };
        let answer = self.worker.request(Json::Object(request), scope)?;
        match answer {
            Json::String(text) => Ok(text),
            other => Err(RubyError::Raised(format!(
                "the template gave {other}, not a string"
            ))),
        }
    }

    fn hiera_function(
        &self,
        kind: &str,
        function: &str,
        key: Option<&Value>,
        options: &Value,
        scope: &mut dyn ScopeAccess,
    ) -> Result<Option<Value>, RubyError> {
        let mut request = self.base("hiera", scope);
        request.insert("kind".into(), json!(kind));
        request.insert("function".into(), json!(function));
        if let Some(key) = key {
            request.insert("key".into(), to_pcore(key));
        }
        request.insert("options".into(), to_pcore(options));
        let answer = self.worker.request(Json::Object(request), scope)?;
        match answer.get("found") {
            Some(found) => from_pcore(found, &mut |t| scope.parse_type(t))
                .map(Some)
                .map_err(|why| {
                    RubyError::Raised(format!("The function '{function}' returned {why}"))
                }),
            None => Ok(None),
        }
    }

    fn enabled(&self) -> bool {
        self.worker.unavailable.borrow().is_none()
    }

    fn notices(&self, compiling_as: &str) -> Vec<String> {
        let Some(info) = self.worker.info() else {
            return Vec::new();
        };
        let major = |v: &str| v.split('.').next().unwrap_or_default().to_string();
        let wanted = major(compiling_as);
        if major(&info.puppet_version) == wanted
            || self.worker.warned_versions.borrow().contains(&wanted)
        {
            return Vec::new();
        }
        self.worker
            .warned_versions
            .borrow_mut()
            .push(wanted.clone());
        vec![format!(
            "Warning: the Ruby worker loaded Puppet {} ({}); spaceship compiles as Puppet {wanted} (--puppet-version): module Ruby code runs as Puppet {} runs it",
            info.puppet_version,
            info.ruby.display(),
            info.puppet_version
        )]
    }

    fn describe(&self) -> Option<String> {
        let info = self.worker.info()?;
        let memory = self
            .worker
            .memory_kb()
            .map(|kb| format!(", {:.1} MB resident", kb as f64 / 1024.0))
            .unwrap_or_default();
        Some(format!(
            "Ruby worker: Puppet {} on Ruby {} ({}), pid {}, started in {:.0} ms{memory}, {} start(s)",
            info.puppet_version,
            info.ruby_version,
            info.ruby.display(),
            info.pid,
            info.started_in.as_secs_f64() * 1000.0,
            self.worker.starts()
        ))
    }
}

/// The folder the worker keeps Puppet's library compiled in (see
/// worker.rb): `SPACESHIP_RUBY_CACHE` when set (empty: no cache), else
/// `ruby` in spaceship's cache folder, made here. Empty when there is
/// none to be had: the worker then compiles the library as Ruby does.
fn library_cache() -> std::ffi::OsString {
    if let Some(chosen) = std::env::var_os("SPACESHIP_RUBY_CACHE") {
        return chosen;
    }
    match crate::cache_home::folder("ruby") {
        Some(folder) if std::fs::create_dir_all(&folder).is_ok() => folder.into_os_string(),
        _ => std::ffi::OsString::new(),
    }
}
