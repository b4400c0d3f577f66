//! Named snapshots of the live catalog, for `:snapshot` and `:diff` in
//! the REPL and the explorer's diff view.

use crate::catalog::view::View;

/// The session's start and the snapshots taken since, oldest first.
#[derive(Debug, Clone, Default)]
pub struct Snapshots {
    start: Option<View>,
    taken: Vec<(String, View)>,
}

impl Snapshots {
    /// Whether the session's start is recorded.
    pub fn has_start(&self) -> bool {
        self.start.is_some()
    }

    /// Records the session's start, once.
    pub fn mark_start(&mut self, view: View) {
        if self.start.is_none() {
            self.start = Some(view);
        }
    }

    /// Keeps a snapshot under a name (replacing one of that name); an
    /// unnamed one is numbered.
    pub fn take(&mut self, name: Option<&str>, view: View) -> String {
        let name = name.map_or_else(|| format!("{}", self.taken.len() + 1), str::to_string);
        self.taken.retain(|(n, _)| *n != name);
        self.taken.push((name.clone(), view));
        name
    }

    /// The snapshot named, or the last, else the start; with the name.
    pub fn base(&self, name: Option<&str>) -> Result<(String, &View), String> {
        match name {
            Some(n) => self
                .taken
                .iter()
                .rev()
                .find(|(t, _)| t == n)
                .map(|(t, v)| (t.clone(), v))
                .ok_or_else(|| format!("no snapshot named {n}")),
            None => match self.taken.last() {
                Some((t, v)) => Ok((t.clone(), v)),
                None => self
                    .start
                    .as_ref()
                    .map(|v| ("the session's start".to_string(), v))
                    .ok_or_else(|| "no snapshot".to_string()),
            },
        }
    }

    /// The names of the snapshots, oldest first.
    pub fn names(&self) -> Vec<&str> {
        self.taken.iter().map(|(n, _)| n.as_str()).collect()
    }
}
