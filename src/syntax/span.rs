//! Source positions: files, byte spans and their line and column.
//!
//! Every AST node carries a [`Span`]. Lines and columns are computed once
//! per node from a line index (a binary search, not a rescan), and are
//! 1-based with columns counted in characters, as Puppet reports them.

use std::fmt;

/// Identifies a source text in a [`SourceMap`].
pub type FileId = u32;

/// A range of source text and where it starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub struct Span {
    pub file: FileId,
    pub start: u32,
    pub end: u32,
    pub line: u32,
    pub column: u32,
}

/// One source text with its name and line index.
#[derive(Debug, Clone)]
pub struct Source {
    pub name: String,
    pub text: String,
    line_starts: Vec<usize>,
    /// For each character of more than one byte: where it ends and how
    /// many extra bytes (beyond one per character) the text has up to
    /// there, so a column is found by binary search, never by rescanning
    /// a long line.
    wide: Vec<(usize, usize)>,
}

impl Source {
    /// A source named `name` (a path, or `<input 3>` in the REPL).
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> Self {
        let text = text.into();
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        let mut wide = Vec::new();
        if !text.is_ascii() {
            let mut extra = 0;
            for (i, c) in text.char_indices() {
                if c.len_utf8() > 1 {
                    extra += c.len_utf8() - 1;
                    wide.push((i + c.len_utf8(), extra));
                }
            }
        }
        Source {
            name: name.into(),
            text,
            line_starts,
            wide,
        }
    }

    /// The 1-based line and character column of a byte offset.
    pub fn line_column(&self, offset: usize) -> (u32, u32) {
        self.line_column_near(offset, &std::cell::Cell::new(0))
    }

    /// [`Source::line_column`], trying the line of the previous lookup
    /// (and the next one) before searching: a parser asks about nearby
    /// offsets in turn.
    pub fn line_column_near(&self, offset: usize, hint: &std::cell::Cell<usize>) -> (u32, u32) {
        let offset = offset.min(self.text.len());
        let on_line = |l: usize| {
            self.line_starts.get(l).is_some_and(|&s| s <= offset)
                && self.line_starts.get(l + 1).is_none_or(|&n| offset < n)
        };
        let guess = hint.get();
        let line = if on_line(guess) {
            guess
        } else if on_line(guess + 1) {
            guess + 1
        } else {
            self.line_starts.partition_point(|&s| s <= offset) - 1
        };
        hint.set(line);
        let start = self.line_starts[line];
        let column = if self.wide.is_empty() || !self.text.is_char_boundary(offset) {
            offset - start
        } else {
            (offset - start) - (self.extra_bytes(offset) - self.extra_bytes(start))
        };
        (line as u32 + 1, column as u32 + 1)
    }

    /// The extra bytes (beyond one per character) of the multi-byte
    /// characters that end at or before `offset`.
    fn extra_bytes(&self, offset: usize) -> usize {
        let n = self.wide.partition_point(|&(end, _)| end <= offset);
        if n == 0 { 0 } else { self.wide[n - 1].1 }
    }

    /// The text of a 1-based line, without its newline.
    pub fn line_text(&self, line: u32) -> &str {
        let index = (line.max(1) - 1) as usize;
        let Some(&start) = self.line_starts.get(index) else {
            return "";
        };
        let end = self
            .line_starts
            .get(index + 1)
            .map_or(self.text.len(), |&e| e - 1);
        self.text[start..end].trim_end_matches('\r')
    }

    /// A span covering `start..end` of this source.
    pub fn span(&self, file: FileId, start: usize, end: usize) -> Span {
        self.span_near(file, start, end, &std::cell::Cell::new(0))
    }

    /// [`Source::span`] with a line hint (see [`Source::line_column_near`]).
    pub fn span_near(
        &self,
        file: FileId,
        start: usize,
        end: usize,
        hint: &std::cell::Cell<usize>,
    ) -> Span {
        let (line, column) = self.line_column_near(start, hint);
        Span {
            file,
            start: start as u32,
            end: end as u32,
            line,
            column,
        }
    }
}

/// The first [`FileId`] of the files an environment loads on demand
/// (module manifests): they are numbered apart from a session's own
/// sources, which come and go with its inputs, so that one parse of a
/// module file serves every compile of the session.
pub const LOADED_FILES: FileId = 1 << 30;

/// The node's facts, as the place of an error about a fact (a fact
/// Puppet refuses as a variable), which Puppet reports without a location:
/// named by [`SourceMap::set_facts_file`], never a manifest's position.
pub const FACTS: FileId = FileId::MAX;

impl Span {
    /// Where an error about the node's facts is shown: their file.
    pub fn facts() -> Span {
        Span {
            file: FACTS,
            ..Span::default()
        }
    }
}

/// All sources of a session, addressed by [`FileId`].
#[derive(Debug, Clone, Default)]
pub struct SourceMap {
    sources: Vec<Source>,
    /// Files an environment loaded, from [`LOADED_FILES`] on.
    loaded: Vec<std::sync::Arc<Source>>,
    /// Where the node's facts came from (their file), when known.
    facts_file: Option<String>,
}

impl SourceMap {
    /// Names the file the node's facts came from: errors about a fact
    /// ([`Span::facts`]) are shown there.
    pub fn set_facts_file(&mut self, name: impl Into<String>) {
        self.facts_file = Some(name.into());
    }

    /// Adds a source and returns its id.
    pub fn add(&mut self, source: Source) -> FileId {
        self.sources.push(source);
        (self.sources.len() - 1) as FileId
    }

    /// The source with this id.
    pub fn get(&self, file: FileId) -> &Source {
        match file.checked_sub(LOADED_FILES) {
            Some(index) => &self.loaded[index as usize],
            None => &self.sources[file as usize],
        }
    }

    /// The source with this id, if there is one.
    pub fn find(&self, file: FileId) -> Option<&Source> {
        match file.checked_sub(LOADED_FILES) {
            Some(index) => self.loaded.get(index as usize).map(|s| &**s),
            None => self.sources.get(file as usize),
        }
    }

    /// The name of the source with this id.
    pub fn name(&self, file: FileId) -> &str {
        if file == FACTS {
            return self.facts_file.as_deref().unwrap_or("<facts>");
        }
        self.find(file).map_or("<unknown>", |s| s.name.as_str())
    }

    /// Takes the files an environment loaded since the last call (they
    /// are numbered in order from [`LOADED_FILES`]).
    pub fn sync_loaded(&mut self, loaded: &[std::sync::Arc<Source>]) {
        if loaded.len() > self.loaded.len() {
            self.loaded
                .extend(loaded[self.loaded.len()..].iter().cloned());
        }
    }

    /// The files an environment loaded, in id order from [`LOADED_FILES`].
    pub fn loaded(&self) -> &[std::sync::Arc<Source>] {
        &self.loaded
    }

    /// How many sources there are.
    pub fn len(&self) -> usize {
        self.sources.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.sources.is_empty()
    }

    /// Drops sources added after the first `len`, to undo a failed input.
    pub fn truncate(&mut self, len: usize) {
        self.sources.truncate(len);
    }
}

/// A located error message, printed as `file:line:column: message`.
#[derive(Debug, Clone, PartialEq)]
pub struct Diagnostic {
    pub span: Span,
    pub message: String,
    /// How many further errors the same check found (Puppet reports each
    /// one and then gives up, so the first is logged on its own).
    pub further: usize,
    /// Where to show an error that Puppet reports without a location
    /// (Hiera's own errors, at no line): the code that raised it, so that
    /// `file:line:column` and the caret point there and not at the start
    /// of the first file.
    pub shown_at: Option<Span>,
}

impl Diagnostic {
    /// An error at `span`.
    pub fn new(span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            span,
            message: message.into(),
            further: 0,
            shown_at: None,
        }
    }

    /// The same error, shown at `span` though reported (as Puppet reports
    /// it) without a location.
    pub fn shown_at(self, span: Span) -> Self {
        Diagnostic {
            shown_at: Some(span),
            ..self
        }
    }

    /// The file, line and column to show.
    fn position(&self, sources: &SourceMap) -> (FileId, u32, u32) {
        let span = self.shown_at.unwrap_or(self.span);
        if span.line == 0 && sources.find(span.file).is_some() {
            // Errors at the end of input carry no line (as Puppet's); show
            // where the input ends.
            let (line, column) = sources.get(span.file).line_column(span.start as usize);
            return (span.file, line, column);
        }
        // Puppet reports some errors by line only; the column is then 1.
        (span.file, span.line, span.column.max(1))
    }

    /// The one-line form, `file:line:column: message`.
    pub fn headline(&self, sources: &SourceMap) -> String {
        let (file, line, column) = self.position(sources);
        if file == FACTS {
            // The facts file, at no line (the fact, not a manifest, is wrong).
            return format!("{}: {}", sources.name(file), self.message);
        }
        format!("{}:{line}:{column}: {}", sources.name(file), self.message)
    }

    /// The headline, the source line and a caret under the column.
    pub fn render(&self, sources: &SourceMap) -> String {
        let mut out = self.headline(sources);
        let (file, line, column) = self.position(sources);
        if sources.find(file).is_some() {
            let line = sources.get(file).line_text(line);
            let pad: String = line
                .chars()
                .take(column.saturating_sub(1) as usize)
                .map(|c| if c == '\t' { '\t' } else { ' ' })
                .collect();
            out.push_str(&format!("\n  {line}\n  {pad}^"));
        }
        out
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}: {}",
            self.span.line, self.span.column, self.message
        )
    }
}
