//! The explorer's state and what each key does to it. Drawing lives in
//! `ui.rs`; nothing here touches the terminal, so screens can be tested
//! with ratatui's `TestBackend`.

use std::collections::HashSet;

use super::changes;
pub use super::changes::Pane;
use crate::catalog::text;
use crate::catalog::{Resource, ResourceId};
use crate::session::{Session, show};

/// Which part of the screen has the keyboard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Focus {
    List,
    Detail,
    /// `/`: a collector query, previewed live.
    Query,
    /// `=`: an expression evaluated against the catalog.
    Eval,
    /// `:`: a statement compiled into the session.
    Statement,
}

/// How the resource list is ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sort {
    /// Catalog (evaluation) order.
    Catalog,
    /// By type, then title.
    Type,
    /// By status, then type and title.
    Status,
}

/// Everything the explorer shows.
pub struct App<'s> {
    pub session: &'s mut Session,
    /// Resource ids in display order.
    pub rows: Vec<ResourceId>,
    pub selected: usize,
    /// First visible row (kept so the selection stays on screen).
    pub offset: usize,
    pub focus: Focus,
    pub sort: Sort,
    pub query: String,
    /// Ids the current query matches (previewed, nothing realized).
    pub matches: HashSet<ResourceId>,
    pub query_error: Option<String>,
    pub input: String,
    /// The last evaluation or statement result, shown under the list.
    pub message: Option<(bool, String)>,
    pub detail_scroll: u16,
    pub help: bool,
    pub quit: bool,
    /// Resources per status, for the header.
    pub counts: Vec<(&'static str, usize)>,
    /// Relationships into each resource (by reference): "Source param".
    pub incoming: std::collections::HashMap<String, Vec<String>>,
    /// What the right-hand pane shows, and its lines if not the detail.
    pub pane: Pane,
    pub pane_lines: Vec<String>,
    /// The catalog's dependency cycles, for the status line.
    pub cycles: Option<String>,
}

/// A key, independent of the terminal library.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    Char(char),
    Up,
    Down,
    PageUp,
    PageDown,
    Home,
    End,
    Enter,
    Esc,
    Tab,
    Backspace,
}

impl<'s> App<'s> {
    /// An explorer over a session.
    pub fn new(session: &'s mut Session) -> Self {
        session.warm_up();
        let mut app = App {
            session,
            rows: Vec::new(),
            selected: 0,
            offset: 0,
            focus: Focus::List,
            sort: Sort::Catalog,
            query: String::new(),
            matches: HashSet::new(),
            query_error: None,
            input: String::new(),
            message: None,
            detail_scroll: 0,
            help: false,
            quit: false,
            counts: Vec::new(),
            incoming: std::collections::HashMap::new(),
            pane: Pane::Detail,
            pane_lines: Vec::new(),
            cycles: None,
        };
        app.cycles = changes::cycle_status(&changes::start(app.session));
        app.refresh();
        app
    }

    /// Rebuilds the row order after the catalog or the sort changed.
    pub fn refresh(&mut self) {
        let catalog = self.session.catalog();
        let mut rows: Vec<ResourceId> = (0..catalog.resources.len()).collect();
        let r = |id: &ResourceId| &catalog.resources[*id];
        match self.sort {
            Sort::Catalog => {}
            Sort::Type => rows.sort_by(|a, b| {
                (&r(a).type_name, &r(a).title).cmp(&(&r(b).type_name, &r(b).title))
            }),
            Sort::Status => rows.sort_by(|a, b| {
                (text::state(r(a)), &r(a).type_name, &r(a).title).cmp(&(
                    text::state(r(b)),
                    &r(b).type_name,
                    &r(b).title,
                ))
            }),
        }
        self.rows = rows;
        self.selected = self.selected.min(self.rows.len().saturating_sub(1));
        self.count_states();
        self.index_relationships();
        if !self.query.is_empty() {
            self.preview_query();
        }
    }

    /// The selected resource.
    pub fn selected_resource(&self) -> Option<&Resource> {
        self.rows
            .get(self.selected)
            .map(|&id| &*self.session.catalog().resources[id])
    }

    /// Indexes relationships by target once per catalog change, so drawing
    /// the detail pane does not scan every resource.
    fn index_relationships(&mut self) {
        let mut incoming: std::collections::HashMap<String, Vec<String>> =
            std::collections::HashMap::new();
        for r in &self.session.catalog().resources {
            for param in crate::catalog::schema::RELATIONSHIP_PARAMS {
                let Some(p) = r.params.get(*param) else {
                    continue;
                };
                let targets = match &p.value {
                    crate::catalog::Value::Array(items) => items.as_ref().clone(),
                    v => vec![v.clone()],
                };
                for t in targets {
                    if let Some((ty, title)) = t.as_ref_parts() {
                        incoming
                            .entry(format!("{ty}[{title}]"))
                            .or_default()
                            .push(format!("{} {param}", r.reference()));
                    }
                }
            }
        }
        self.incoming = incoming;
    }

    fn count_states(&mut self) {
        let mut counts: Vec<(&'static str, usize)> = Vec::new();
        for r in &self.session.catalog().resources {
            let state = text::state(r);
            match counts.iter_mut().find(|(s, _)| *s == state) {
                Some((_, n)) => *n += 1,
                None => counts.push((state, 1)),
            }
        }
        self.counts = counts;
    }

    /// Recomputes the query's matches; a parse error is kept for display.
    pub fn preview_query(&mut self) {
        if self.query.trim().is_empty() {
            self.matches.clear();
            self.query_error = None;
            return;
        }
        match self.session.query(&self.query) {
            Ok(ids) => {
                self.matches = ids.into_iter().collect();
                self.query_error = None;
            }
            Err(e) => self.query_error = Some(e.0.lines().next().unwrap_or_default().to_string()),
        }
    }

    fn move_to(&mut self, row: usize) {
        self.selected = row.min(self.rows.len().saturating_sub(1));
        self.detail_scroll = 0;
        if self.pane == Pane::Order {
            self.fill_pane();
        }
    }

    /// Shows `pane` on the right, or the detail again if it is shown.
    fn toggle_pane(&mut self, pane: Pane) {
        self.pane = if self.pane == pane {
            Pane::Detail
        } else {
            pane
        };
        self.detail_scroll = 0;
        self.fill_pane();
    }

    /// Computes the lines of the diff or order pane.
    fn fill_pane(&mut self) {
        self.pane_lines = match self.pane {
            Pane::Detail => Vec::new(),
            Pane::Diff => changes::diff_lines(self.session),
            Pane::Order => match self.selected_resource().map(|r| r.reference()) {
                Some(reference) => changes::order_lines(self.session, &reference),
                None => vec!["no resources".into()],
            },
        };
    }

    /// Keeps the selection within `height` visible rows.
    pub fn scroll_into_view(&mut self, height: usize) {
        if height == 0 {
            return;
        }
        if self.selected < self.offset {
            self.offset = self.selected;
        } else if self.selected >= self.offset + height {
            self.offset = self.selected + 1 - height;
        }
    }

    /// Handles one key.
    pub fn key(&mut self, key: Key) {
        if self.help {
            self.help = false;
            return;
        }
        match self.focus {
            Focus::List | Focus::Detail => self.navigate(key),
            Focus::Query | Focus::Eval | Focus::Statement => self.edit(key),
        }
    }

    fn navigate(&mut self, key: Key) {
        let page = 10;
        match key {
            Key::Char('q') => self.quit = true,
            Key::Char('?') => self.help = true,
            Key::Tab => {
                self.focus = if self.focus == Focus::List {
                    Focus::Detail
                } else {
                    Focus::List
                }
            }
            Key::Char('/') => {
                self.focus = Focus::Query;
            }
            Key::Char('=') => {
                self.focus = Focus::Eval;
                self.input.clear();
            }
            Key::Char(':') => {
                self.focus = Focus::Statement;
                self.input.clear();
            }
            Key::Char('s') => {
                self.sort = match self.sort {
                    Sort::Catalog => Sort::Type,
                    Sort::Type => Sort::Status,
                    Sort::Status => Sort::Catalog,
                };
                self.refresh();
            }
            Key::Char('n') => self.next_match(),
            Key::Char('d') => self.toggle_pane(Pane::Diff),
            Key::Char('o') => self.toggle_pane(Pane::Order),
            Key::Char('A') => self.apply_query(),
            Key::Esc => {
                self.query.clear();
                self.preview_query();
            }
            Key::Up | Key::Char('k') if self.focus == Focus::Detail => {
                self.detail_scroll = self.detail_scroll.saturating_sub(1)
            }
            Key::Down | Key::Char('j') if self.focus == Focus::Detail => {
                self.detail_scroll = self.detail_scroll.saturating_add(1)
            }
            Key::Up | Key::Char('k') => self.move_to(self.selected.saturating_sub(1)),
            Key::Down | Key::Char('j') => self.move_to(self.selected + 1),
            Key::PageUp => self.move_to(self.selected.saturating_sub(page)),
            Key::PageDown => self.move_to(self.selected + page),
            Key::Home | Key::Char('g') => self.move_to(0),
            Key::End | Key::Char('G') => self.move_to(usize::MAX),
            Key::Enter => self.focus = Focus::Detail,
            _ => {}
        }
    }

    fn edit(&mut self, key: Key) {
        let text = if self.focus == Focus::Query {
            &mut self.query
        } else {
            &mut self.input
        };
        match key {
            Key::Char(c) => text.push(c),
            Key::Backspace => {
                text.pop();
            }
            Key::Esc => {
                if self.focus == Focus::Query {
                    self.query.clear();
                    self.preview_query();
                }
                self.focus = Focus::List;
                return;
            }
            Key::Enter => {
                match self.focus {
                    Focus::Query => self.next_match(),
                    Focus::Eval => self.evaluate(),
                    _ => self.run_statement(),
                }
                self.focus = Focus::List;
                return;
            }
            _ => return,
        }
        if self.focus == Focus::Query {
            self.preview_query();
        }
    }

    /// Moves the selection to the next matching row.
    fn next_match(&mut self) {
        if self.matches.is_empty() {
            return;
        }
        let n = self.rows.len();
        for step in 1..=n {
            let row = (self.selected + step) % n;
            if self.matches.contains(&self.rows[row]) {
                self.move_to(row);
                return;
            }
        }
    }

    /// Compiles the previewed collector into the session.
    fn apply_query(&mut self) {
        if self.query.trim().is_empty() || self.query_error.is_some() {
            return;
        }
        let statement = self.query.clone();
        self.submit(&statement);
    }

    fn evaluate(&mut self) {
        let text = std::mem::take(&mut self.input);
        self.message = Some(match self.session.evaluate(&text) {
            Ok(v) => (true, format!("{text} => {}", show(&v))),
            Err(e) => (false, e.0.lines().next().unwrap_or_default().to_string()),
        });
    }

    fn run_statement(&mut self) {
        let text = std::mem::take(&mut self.input);
        self.submit(&text);
    }

    fn submit(&mut self, text: &str) {
        self.message = Some(match self.session.submit(text) {
            Ok(report) => (
                true,
                format!("accepted: {} change(s)", report.changes.len()),
            ),
            Err(e) => (false, e.0.lines().next().unwrap_or_default().to_string()),
        });
        // A new catalog: index it again before the next query.
        self.session.warm_up();
        self.refresh();
        let accepted = self.message.as_ref().is_some_and(|m| m.0);
        if accepted {
            self.cycles = changes::cycle_status(&self.session.view());
            if let Some(cycle) = &self.cycles {
                self.message = Some((false, format!("accepted, but {cycle}")));
            }
        }
        if self.pane != Pane::Detail {
            self.fill_pane();
        }
    }
}
