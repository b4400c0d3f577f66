//! A real PuppetDB as the storeconfigs store (`--puppetdb URL`): the
//! other nodes' exported resources come from its v4 query API, and
//! `--submit` sends the compiled catalog with its `replace catalog`
//! command, as Puppet's PuppetDB terminus does.
//!
//! [`PuppetDb`] implements [`crate::eval::Exports`] like the embedded
//! store; [`query`] holds the queries (exported collectors, the node
//! listing), [`command`] the commands (replace catalog, deactivate node).
//! Plain HTTP only (PuppetDB's loopback port, which serves both APIs);
//! every request has a time limit, and a PuppetDB that cannot be reached
//! or refuses is an error saying what to do, never a half-done write:
//! a catalog is one command, which PuppetDB applies whole or not at all.

pub mod command;
pub mod query;

use std::time::Duration;

use super::StoreError;

/// A PuppetDB server.
#[derive(Debug)]
pub struct PuppetDb {
    /// `http://host:port`, without a trailing slash.
    base: String,
    agent: ureq::Agent,
}

/// How long one request may take (a command waits for its processing,
/// up to [`command::WAIT_SECONDS`], within it).
const REQUEST_TIMEOUT: Duration = Duration::from_secs(60);

impl PuppetDb {
    /// A client of the PuppetDB at `url` (`http://host:port`). Nothing is
    /// sent yet; a URL PuppetDB cannot have is an error.
    pub fn new(url: &str) -> Result<PuppetDb, StoreError> {
        let base = url.trim().trim_end_matches('/').to_string();
        let rest = base.strip_prefix("http://").ok_or_else(|| {
            let why = if base.starts_with("https://") {
                "spaceship speaks plain HTTP to PuppetDB: give its HTTP port (8080 by default, \
                 e.g. http://127.0.0.1:8080)"
            } else {
                "expected http://HOST:PORT, e.g. http://127.0.0.1:8080"
            };
            StoreError(format!("--puppetdb {url}: {why}"))
        })?;
        if rest.is_empty() || rest.contains('/') {
            return Err(StoreError(format!(
                "--puppetdb {url}: expected http://HOST:PORT without a path, e.g. http://127.0.0.1:8080"
            )));
        }
        let agent = ureq::Agent::config_builder()
            .timeout_global(Some(REQUEST_TIMEOUT))
            .timeout_connect(Some(Duration::from_secs(5)))
            .http_status_as_error(false)
            .proxy(None)
            .build()
            .into();
        Ok(PuppetDb { base, agent })
    }

    /// The server's URL.
    pub fn url(&self) -> &str {
        &self.base
    }

    /// GET `path` with query parameters; the body of a 2xx answer.
    fn get(&self, path: &str, params: &[(&str, &str)]) -> Result<String, HttpError> {
        let mut request = self
            .agent
            .get(format!("{}{path}", self.base))
            .header("Accept", "application/json");
        for (key, value) in params {
            request = request.query(*key, *value);
        }
        answer(request.call())
    }

    /// POST a JSON body to `path` with query parameters; the body of a
    /// 2xx answer.
    fn post(&self, path: &str, params: &[(&str, &str)], body: &str) -> Result<String, HttpError> {
        let mut request = self
            .agent
            .post(format!("{}{path}", self.base))
            .header("Accept", "application/json")
            .header("Content-Type", "application/json");
        for (key, value) in params {
            request = request.query(*key, *value);
        }
        answer(request.send(body))
    }

    /// An HTTP failure in words, with what to do.
    fn failure(&self, doing: &str, e: HttpError) -> StoreError {
        let hint = e.hint();
        match e {
            HttpError::Unreachable(why) => StoreError(format!(
                "cannot reach PuppetDB at {} to {doing} ({why}); {hint}",
                self.base
            )),
            HttpError::Refused(status, body) => StoreError(format!(
                "PuppetDB at {} refused to {doing}: [{status}] {}; {hint}",
                self.base,
                body.replace(['\r', '\n'], " ").trim()
            )),
        }
    }
}

/// Why a request failed.
#[derive(Debug)]
enum HttpError {
    /// No answer: connection refused, timed out, not HTTP...
    Unreachable(String),
    /// An answer other than 2xx: its status and body.
    Refused(u16, String),
}

impl HttpError {
    /// What to do about it.
    fn hint(&self) -> &'static str {
        match self {
            HttpError::Unreachable(_) => {
                "start PuppetDB (scripts/puppetdb-start runs one on http://127.0.0.1:8080), \
                 pass the URL of a running one to --puppetdb, or compile with --storeconfigs \
                 PATH (the embedded store) or --no-storeconfigs"
            }
            HttpError::Refused(..) => {
                "check PuppetDB's log (/var/log/puppetdb/) and that --puppetdb names a \
                 PuppetDB 7's HTTP port"
            }
        }
    }
}

/// The most of an answer's body that is read (512 MiB): a query's
/// exported resources for a whole fleet fit many times over; a server
/// sending without end is cut off with an error naming the limit.
pub const MAX_BODY_BYTES: u64 = 512 * 1024 * 1024;

/// The most of a refusal's body that is read and shown (a refusal is
/// a message; a page of HTML or a stack trace is cut).
pub const MAX_ERROR_BODY_CHARS: usize = 2000;

fn answer(
    result: Result<ureq::http::Response<ureq::Body>, ureq::Error>,
) -> Result<String, HttpError> {
    let mut response = result.map_err(|e| HttpError::Unreachable(e.to_string()))?;
    let status = response.status().as_u16();
    let ok = (200..300).contains(&status);
    let limit = if ok {
        MAX_BODY_BYTES
    } else {
        MAX_ERROR_BODY_CHARS as u64 * 4
    };
    let mut body = Vec::new();
    let read = std::io::Read::read_to_end(
        &mut std::io::Read::take(response.body_mut().as_reader(), limit + 1),
        &mut body,
    );
    if let Err(e) = read {
        return Err(HttpError::Unreachable(e.to_string()));
    }
    if ok {
        if body.len() as u64 > limit {
            return Err(HttpError::Unreachable(format!(
                "its answer is larger than spaceship reads ({MAX_BODY_BYTES} bytes)"
            )));
        }
        return String::from_utf8(body)
            .map_err(|_| HttpError::Unreachable("its answer is not UTF-8".to_string()));
    }
    let text = String::from_utf8_lossy(&body);
    let mut shown: String = text.chars().take(MAX_ERROR_BODY_CHARS).collect();
    if body.len() as u64 > limit || text.chars().nth(MAX_ERROR_BODY_CHARS).is_some() {
        shown.push_str(" [...]");
    }
    Err(HttpError::Refused(status, shown))
}

impl crate::eval::Exports for PuppetDb {
    fn exported(
        &self,
        type_name: &str,
        node: &str,
        query: Option<&crate::eval::ExportQuery>,
    ) -> Result<Vec<crate::eval::ExportedResource>, String> {
        self.exported_resources(type_name, node, query)
            .map_err(|e| e.0)
    }
}
