//! The explorer's state and what each key does to it. Drawing lives in
//! `ui.rs`; nothing here touches the terminal, so screens can be tested
//! with ratatui's `TestBackend`.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use super::changes;
pub use super::changes::Pane;
use super::filter::{Filter, LowercaseReferences};
use super::nodes::{NodePicker, Picked};
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
    /// `f`: the list filter, applied as you type.
    Filter,
}

/// How the resource list is ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sort {
    /// Catalog (evaluation) order.
    Catalog,
    /// By type, then title.
    Type,
    /// By title, then type.
    Title,
    /// By status, then type and title.
    Status,
}

impl Sort {
    pub fn name(self) -> &'static str {
        match self {
            Sort::Catalog => "catalog order",
            Sort::Type => "by type",
            Sort::Title => "by title",
            Sort::Status => "by status",
        }
    }
}

/// How long a message stays before the key hints return.
pub const MESSAGE_LIFETIME: Duration = Duration::from_secs(8);

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
    /// The sort runs backwards (`S`).
    pub reverse: bool,
    /// The filter as typed, and parsed.
    pub filter_text: String,
    pub filter: Filter,
    /// Every resource's `Type[title]` lowercased, for the filter's words;
    /// made when a word first needs it after the catalog changed.
    references: Option<LowercaseReferences>,
    pub query: String,
    /// Ids the current query matches (previewed, nothing realized).
    pub matches: HashSet<ResourceId>,
    /// What an exported query (`<<| |>>`) would bring in from the other
    /// nodes in the store: references with where they were exported.
    pub remote_matches: Vec<(String, crate::catalog::ExportOrigin)>,
    pub query_error: Option<String>,
    pub input: String,
    /// The last evaluation or statement result, shown under the list
    /// (whole; the line shows its first line) until the next key or
    /// [`MESSAGE_LIFETIME`].
    pub message: Option<(bool, String)>,
    message_at: Option<Instant>,
    /// The last error, whole, for the `e` popup.
    pub last_error: Option<String>,
    pub error_popup: bool,
    pub detail_scroll: u16,
    pub help: bool,
    pub quit: bool,
    /// Opened from the fleet report's explorer: Esc with nothing to clear
    /// goes back to it.
    pub back_on_esc: bool,
    /// Resources per status, for the header.
    pub counts: Vec<(&'static str, usize)>,
    /// Resources in the catalog as Puppet writes it (`:snapshot`'s count).
    pub in_catalog: usize,
    /// Relationships into each resource (by reference): "Source param".
    pub incoming: std::collections::HashMap<String, Vec<String>>,
    /// What the right-hand pane shows, and its lines if not the detail.
    pub pane: Pane,
    pub pane_lines: Vec<String>,
    /// The catalog's dependency cycles, for the status line.
    pub cycles: Option<String>,
    /// `N`: the node picker, while it is open.
    pub node_picker: Option<NodePicker>,
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
            reverse: false,
            filter_text: String::new(),
            filter: Filter::default(),
            references: None,
            query: String::new(),
            matches: HashSet::new(),
            remote_matches: Vec::new(),
            query_error: None,
            input: String::new(),
            message: None,
            message_at: None,
            last_error: None,
            error_popup: false,
            detail_scroll: 0,
            help: false,
            quit: false,
            back_on_esc: false,
            counts: Vec::new(),
            in_catalog: 0,
            incoming: std::collections::HashMap::new(),
            pane: Pane::Detail,
            pane_lines: Vec::new(),
            cycles: None,
            node_picker: None,
        };
        let start = changes::start(app.session);
        app.cycles = changes::cycle_status(&crate::graph::cycles::find(&start));
        app.refresh();
        app
    }

    /// Rebuilds what is drawn from the catalog after it changed.
    pub fn refresh(&mut self) {
        // Made now rather than at the filter's first word, which would
        // pay for it in a keystroke.
        self.references = Some(LowercaseReferences::new(&self.session.catalog().resources));
        self.reorder();
        self.count_states();
        self.index_relationships();
        if !self.query.is_empty() {
            self.preview_query();
        }
    }

    /// Rebuilds the rows after the filter or the sort changed: the
    /// resources the filter keeps, in the sort's order.
    fn reorder(&mut self) {
        let catalog = self.session.catalog();
        let mut rows: Vec<ResourceId> = if self.filter.reads_references() {
            if self
                .references
                .as_ref()
                .is_none_or(|r| r.len() != catalog.resources.len())
            {
                self.references = Some(LowercaseReferences::new(&catalog.resources));
            }
            let references = self.references.as_ref().expect("made above");
            (0..catalog.resources.len())
                .filter(|&id| {
                    self.filter
                        .keeps(&catalog.resources[id], references.get(id))
                })
                .collect()
        } else {
            (0..catalog.resources.len())
                .filter(|&id| self.filter.keeps(&catalog.resources[id], ""))
                .collect()
        };
        let r = |id: &ResourceId| &catalog.resources[*id];
        match self.sort {
            Sort::Catalog => {}
            Sort::Type => rows.sort_by(|a, b| {
                (&r(a).type_name, &r(a).title).cmp(&(&r(b).type_name, &r(b).title))
            }),
            Sort::Title => rows.sort_by(|a, b| {
                (&r(a).title, &r(a).type_name).cmp(&(&r(b).title, &r(b).type_name))
            }),
            Sort::Status => rows.sort_by(|a, b| {
                (text::state(r(a)), &r(a).type_name, &r(a).title).cmp(&(
                    text::state(r(b)),
                    &r(b).type_name,
                    &r(b).title,
                ))
            }),
        }
        if self.reverse {
            rows.reverse();
        }
        let selected = self.rows.get(self.selected).copied();
        self.rows = rows;
        // The selection stays on its resource when the order changes.
        if let Some(row) = selected.and_then(|id| self.rows.iter().position(|&r| r == id)) {
            self.selected = row;
        }
        self.selected = self.selected.min(self.rows.len().saturating_sub(1));
        // A filter that hid the selected resource selected another: the
        // right pane follows it, from its top.
        if self.rows.get(self.selected).copied() != selected {
            self.detail_scroll = 0;
            if self.pane == Pane::Order {
                self.fill_pane();
            }
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
                let Some(p) = r.params.get(param) else {
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
        self.in_catalog = text::resources_in_catalog(self.session.catalog());
    }

    /// Recomputes the query's matches; a parse error is kept for display.
    pub fn preview_query(&mut self) {
        self.remote_matches.clear();
        if self.query.trim().is_empty() {
            self.matches.clear();
            self.query_error = None;
            return;
        }
        match self.session.query(&self.query) {
            Ok(ids) => {
                self.matches = ids.into_iter().collect();
                self.query_error = None;
                if self.query.contains("<<|") {
                    match self.session.query_other_nodes(&self.query) {
                        Ok(remote) => self.remote_matches = remote,
                        Err(e) => {
                            self.query_error =
                                Some(e.0.lines().next().unwrap_or_default().to_string())
                        }
                    }
                }
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

    /// Keeps the selection within `height` visible rows, and the rows
    /// filling them when the screen grows back.
    pub fn scroll_into_view(&mut self, height: usize) {
        if height == 0 {
            return;
        }
        self.offset = self.offset.min(self.rows.len().saturating_sub(height));
        if self.selected < self.offset {
            self.offset = self.selected;
        } else if self.selected >= self.offset + height {
            self.offset = self.selected + 1 - height;
        }
    }

    /// Handles one key.
    pub fn key(&mut self, key: Key) {
        if self.help || self.error_popup {
            self.help = false;
            self.error_popup = false;
            return;
        }
        if let Some(picker) = &mut self.node_picker {
            match picker.key(key) {
                Picked::Open => {}
                Picked::Cancelled => self.node_picker = None,
                Picked::Node(node) => {
                    self.node_picker = None;
                    self.switch_node(&node);
                }
            }
            return;
        }
        // A message fades at the next key: the key hints come back.
        self.message = None;
        match self.focus {
            Focus::List | Focus::Detail => self.navigate(key),
            Focus::Query | Focus::Eval | Focus::Statement | Focus::Filter => self.edit(key),
        }
    }

    /// Time passing: a message older than [`MESSAGE_LIFETIME`] fades.
    pub fn tick(&mut self, now: Instant) {
        if self
            .message_at
            .is_some_and(|at| now.duration_since(at) >= MESSAGE_LIFETIME)
        {
            self.message = None;
            self.message_at = None;
        }
    }

    /// Shows an error on the message line (whole with `e`).
    pub fn show_error(&mut self, text: String) {
        self.say(false, text);
    }

    /// Shows a message (an error is also kept for the `e` popup).
    fn say(&mut self, ok: bool, text: String) {
        if !ok {
            self.last_error = Some(text.clone());
        }
        self.message = Some((ok, text));
        self.message_at = Some(Instant::now());
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
            Key::Char('f') => {
                self.focus = Focus::Filter;
            }
            Key::Char('e') if self.last_error.is_some() => self.error_popup = true,
            Key::Char('s') => {
                self.sort = match self.sort {
                    Sort::Catalog => Sort::Type,
                    Sort::Type => Sort::Title,
                    Sort::Title => Sort::Status,
                    Sort::Status => Sort::Catalog,
                };
                self.reorder();
            }
            Key::Char('S') => {
                self.reverse = !self.reverse;
                self.reorder();
            }
            Key::Char('n') => self.next_match(),
            Key::Char('d') => self.toggle_pane(Pane::Diff),
            Key::Char('o') => self.toggle_pane(Pane::Order),
            Key::Char('A') => self.apply_query(),
            Key::Char('N') => self.open_node_picker(),
            // Esc clears whatever narrows the view: the query and the filter.
            Key::Esc
                if self.back_on_esc && self.query.is_empty() && self.filter_text.is_empty() =>
            {
                self.quit = true
            }
            Key::Esc => {
                self.query.clear();
                self.preview_query();
                self.set_filter(String::new());
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
        let text = match self.focus {
            Focus::Query => &mut self.query,
            Focus::Filter => &mut self.filter_text,
            _ => &mut self.input,
        };
        match key {
            Key::Char(c) => text.push(c),
            Key::Backspace => {
                text.pop();
            }
            Key::Esc => {
                match self.focus {
                    Focus::Query => {
                        self.query.clear();
                        self.preview_query();
                    }
                    Focus::Filter => self.set_filter(String::new()),
                    _ => {}
                }
                self.focus = Focus::List;
                return;
            }
            Key::Enter => {
                match self.focus {
                    Focus::Query => self.next_match(),
                    Focus::Eval => self.evaluate(),
                    Focus::Filter => {}
                    _ => self.run_statement(),
                }
                self.focus = Focus::List;
                return;
            }
            _ => return,
        }
        match self.focus {
            Focus::Query => self.preview_query(),
            Focus::Filter => self.set_filter(self.filter_text.clone()),
            _ => {}
        }
    }

    /// Opens the node picker on the facts directory's nodes.
    fn open_node_picker(&mut self) {
        let nodes = self.session.known_nodes();
        if nodes.is_empty() && !self.session.facts_follow_any_node() {
            self.say(
                false,
                "the facts directory has no node's facts (one file a node: NODE.json or NODE.yaml)"
                    .into(),
            );
            return;
        }
        self.node_picker = Some(NodePicker::new(nodes, self.session.node()));
    }

    /// Compiles for another node, as the REPL's `:node` does: its facts,
    /// trusted facts and Hiera data follow; a refused switch changes
    /// nothing.
    pub fn switch_node(&mut self, node: &str) {
        match self.session.set_node(node) {
            Ok(report) => {
                self.session.warm_up();
                self.refresh();
                let view = self.session.view();
                self.cycles = changes::cycle_status(&crate::graph::cycles::find(&view));
                self.detail_scroll = 0;
                if self.pane != Pane::Detail {
                    self.fill_pane();
                }
                let n = report.changes.len();
                let mut text = format!("node {node}: {n} change{}", if n == 1 { "" } else { "s" });
                if let Some(note) = report
                    .messages
                    .iter()
                    .find(|m| m.contains("keeps the facts"))
                {
                    text.push_str(&format!(" ({note})"));
                }
                self.say(true, text);
            }
            Err(e) => self.say(false, e.0),
        }
    }

    /// Filters the list (the empty text shows everything).
    pub fn set_filter(&mut self, text: String) {
        self.filter = Filter::parse(&text);
        self.filter_text = text;
        self.reorder();
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
        match self.session.evaluate(&text) {
            Ok(v) => self.say(true, format!("{text} => {}", show(&v))),
            Err(e) => self.say(false, e.0),
        }
    }

    /// Selects the first resource an input added or realized, showing
    /// every resource again if the filter hid it.
    fn select_first_change(&mut self, changes: &[crate::session::Change]) {
        use crate::session::Change;
        let Some(id) = changes.iter().find_map(|c| match c {
            Change::Added { reference, .. } | Change::Realized { reference } => {
                self.session.find(reference)
            }
            _ => None,
        }) else {
            return;
        };
        if !self.rows.contains(&id) {
            self.set_filter(String::new());
        }
        if let Some(row) = self.rows.iter().position(|&r| r == id) {
            self.move_to(row);
        }
    }

    fn run_statement(&mut self) {
        let text = std::mem::take(&mut self.input);
        self.submit(&text);
    }

    fn submit(&mut self, text: &str) {
        let outcome = self.session.submit(text);
        // A new catalog: index it again before the next query.
        self.session.warm_up();
        self.refresh();
        match outcome {
            Ok(report) => {
                let n = report.changes.len();
                self.say(
                    true,
                    format!("accepted: {n} change{}", if n == 1 { "" } else { "s" }),
                );
                self.select_first_change(&report.changes);
                // Cycles stay as they were unless the input added an edge.
                if let Some(cycles) = self.session.cycles_after(&report) {
                    self.cycles = changes::cycle_status(&cycles);
                    if let Some(cycle) = &self.cycles {
                        self.say(false, format!("accepted, but {cycle}"));
                    }
                }
            }
            Err(e) => self.say(false, e.0),
        }
        if self.pane != Pane::Detail {
            self.fill_pane();
        }
    }
}
