//! What the explorer tells about its keys: the `?` help (every key with
//! its purpose) and the one-line hint bar, which shows the keys that
//! apply where the keyboard is now.

use super::app::{App, Focus, Pane};

/// Every key, for the `?` help.
pub const HELP: &[(&str, &str)] = &[
    ("↑ ↓ j k", "move in the list, or scroll the right pane"),
    ("PgUp PgDn g G", "page up and down, top, bottom"),
    ("Tab  Enter", "switch between the list and the right pane"),
    ("/", "collector query, previewed as you type"),
    ("n", "next match of the query"),
    ("A", "apply the query to the session (realizes, overrides)"),
    (
        "f",
        "filter: type:File tag:web is:virtual words -type:notify",
    ),
    (
        "s  S",
        "sort by catalog order, type, title, status; reverse",
    ),
    ("=", "evaluate an expression: File['/etc/x']['mode']"),
    (":", "compile a statement into the session"),
    ("d", "diff against the last :snapshot (or the start)"),
    ("o", "what must come before and after the resource"),
    ("N", "switch node: its facts and Hiera data follow"),
    ("e", "the last error, whole"),
    ("Esc", "clear the query and the filter, leave an input line"),
    ("?", "this help"),
    ("q  Ctrl-C", "quit"),
];

/// The hint bar for where the keyboard is.
pub fn bar(app: &App) -> String {
    let text = match app.focus {
        Focus::Query => {
            "type a collector: File <| mode == '0644' |>   Enter next match   Esc clear"
        }
        Focus::Eval => "type an expression: File['/etc/x']['mode']   Enter evaluate   Esc cancel",
        Focus::Statement => "type Puppet code: notify { 'x': }   Enter compile   Esc cancel",
        Focus::Filter => "type:File tag:web is:virtual words -type:x   Enter keep   Esc clear",
        Focus::Detail if app.pane == Pane::Detail => {
            "↑↓ scroll  Tab list  d diff  o order  = eval  : statement  ? help  q quit"
        }
        Focus::Detail => "↑↓ scroll   Tab list   d/o close pane   ? help   q quit",
        Focus::List if !app.query.is_empty() => {
            "n next match  A apply  Esc clear query  / edit  f filter  ? help  q quit"
        }
        Focus::List => {
            "↑↓ move  / query  f filter  s sort  = eval  : statement  d diff  ? help  q quit"
        }
    };
    text.to_string()
}
