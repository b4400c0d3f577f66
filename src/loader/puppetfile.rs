//! The Puppetfile of a control repository, as r10k and g10k read it:
//! `forge`, `moduledir` and `mod` entries (Forge modules with a version or
//! `:latest`, `:git` with `:ref`/`:tag`/`:branch`/`:commit`, `:svn`,
//! `:local`), in Ruby's syntax (`:key => value` or `key: value`, quotes,
//! comments, statements continued after a comma). spaceship never
//! downloads: it compares the entries with what `moduledir` holds (each
//! module's version from its `metadata.json`).

use std::path::{Path, PathBuf};

use crate::syntax::{Diagnostic, Span};

/// One `mod` entry.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// The name as written (`puppetlabs/stdlib`, `puppetlabs-stdlib`, `site`).
    pub title: String,
    /// The module's directory name (`stdlib`).
    pub name: String,
    pub source: Source,
    /// `:install_path`, relative to the control repository.
    pub install_path: Option<String>,
    /// The line of the entry.
    pub line: u32,
}

/// Where an entry's module comes from.
#[derive(Debug, Clone, PartialEq)]
pub enum Source {
    /// The Forge: a pinned version, or `None` for `:latest` or none given.
    Forge { version: Option<String> },
    /// A git repository at a ref (`:ref`, `:tag`, `:branch` or `:commit`,
    /// with which of them), if given.
    Git {
        url: String,
        reference: Option<(String, String)>,
    },
    /// A Subversion repository.
    Svn { url: String },
    /// `:local => true`: kept in the control repository itself.
    Local,
}

/// A Puppetfile.
#[derive(Debug, Clone, Default)]
pub struct Puppetfile {
    pub forge: Option<String>,
    /// Where modules are installed, relative to the Puppetfile's folder
    /// (`modules` unless `moduledir` says otherwise).
    pub moduledir: String,
    pub entries: Vec<Entry>,
}

/// How an entry stands against what is installed.
#[derive(Debug, Clone, PartialEq)]
pub enum Status {
    /// No such module in `moduledir`.
    Missing,
    /// Installed at another version than the entry pins.
    Mismatched { installed: String },
    /// Installed (at the pinned version, or the entry pins none).
    Installed { version: Option<String> },
}

impl Entry {
    /// How the entry reads in a Puppetfile (for messages).
    pub fn shown(&self) -> String {
        match &self.source {
            Source::Forge { version: Some(v) } => format!("mod '{}', '{v}'", self.title),
            Source::Forge { version: None } => format!("mod '{}'", self.title),
            Source::Git { url, reference } => match reference {
                Some((kind, value)) if value.starts_with(':') => {
                    format!("mod '{}', :git => '{url}', :{kind} => {value}", self.title)
                }
                Some((kind, value)) => {
                    format!(
                        "mod '{}', :git => '{url}', :{kind} => '{value}'",
                        self.title
                    )
                }
                None => format!("mod '{}', :git => '{url}'", self.title),
            },
            Source::Svn { url } => format!("mod '{}', :svn => '{url}'", self.title),
            Source::Local => format!("mod '{}', :local => true", self.title),
        }
    }

    /// The version the entry asks for, where one can be told: a Forge
    /// version, or a git tag that is a version (`v1.2.3`, `1.2.3`).
    pub fn wanted_version(&self) -> Option<String> {
        match &self.source {
            Source::Forge { version } => version.clone(),
            Source::Git {
                reference: Some((kind, tag)),
                ..
            } if kind == "tag" => {
                let v = tag.strip_prefix('v').unwrap_or(tag);
                v.chars()
                    .next()
                    .is_some_and(|c| c.is_ascii_digit())
                    .then(|| v.to_string())
            }
            _ => None,
        }
    }
}

impl Puppetfile {
    /// Reads `dir/Puppetfile`; `Ok(None)` when there is none.
    pub fn read(dir: &Path) -> Result<Option<Puppetfile>, Diagnostic> {
        let path = dir.join("Puppetfile");
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => {
                return Err(Diagnostic::new(
                    Span::default(),
                    format!("{}: {e}", path.display()),
                ));
            }
        };
        parse(&text).map(Some).map_err(|d| {
            let message = format!(
                "{}:{}:{}: {}",
                path.display(),
                d.span.line,
                d.span.column,
                d.message
            );
            Diagnostic::new(d.span, message)
        })
    }

    /// The folder an entry is installed in.
    pub fn install_dir(&self, root: &Path, entry: &Entry) -> PathBuf {
        match (&entry.install_path, &entry.source) {
            (Some(p), _) => root.join(p).join(&entry.name),
            _ => root.join(&self.moduledir).join(&entry.name),
        }
    }

    /// How an entry stands against what `root`'s moduledir holds.
    pub fn status(&self, root: &Path, entry: &Entry) -> Status {
        let dir = self.install_dir(root, entry);
        if !dir.is_dir() {
            // A `:local` module may live in another module folder of the
            // repository (site-modules...).
            return Status::Missing;
        }
        let installed = installed_version(&dir);
        match (entry.wanted_version(), installed) {
            (Some(wanted), Some(installed)) if wanted != installed => {
                Status::Mismatched { installed }
            }
            (_, version) => Status::Installed { version },
        }
    }

    /// The entry that provides module `name`, if any.
    pub fn entry_for(&self, name: &str) -> Option<&Entry> {
        self.entries.iter().find(|e| e.name == name)
    }
}

/// One row of `spaceship modules`: an entry and how it stands.
#[derive(Debug, Clone)]
pub struct Row {
    pub entry: Entry,
    pub status: Status,
}

impl Puppetfile {
    /// Every entry against what `root`'s moduledir holds: missing ones
    /// first, then mismatched, then the rest, each in the file's order.
    pub fn rows(&self, root: &Path) -> Vec<Row> {
        let mut rows: Vec<Row> = self
            .entries
            .iter()
            .map(|entry| Row {
                entry: entry.clone(),
                status: self.status(root, entry),
            })
            .collect();
        rows.sort_by_key(|row| match row.status {
            Status::Missing => 0,
            Status::Mismatched { .. } => 1,
            Status::Installed { .. } => 2,
        });
        rows
    }
}

/// A module's version, from its `metadata.json`.
pub fn installed_version(dir: &Path) -> Option<String> {
    let text = std::fs::read_to_string(dir.join("metadata.json")).ok()?;
    let json: serde_json::Value = serde_json::from_str(&text).ok()?;
    json.get("version")?.as_str().map(String::from)
}

/// A token of the Ruby subset Puppetfiles are written in.
#[derive(Debug, Clone, PartialEq)]
enum Token {
    Word(String),
    Str(String),
    Symbol(String),
    /// `key:` (Ruby's hash label).
    Label(String),
    Arrow,
    Comma,
    Open,
    Close,
    Newline,
    Other(char),
}

fn at(line: u32, column: u32, message: String) -> Diagnostic {
    Diagnostic::new(
        Span {
            line,
            column,
            ..Span::default()
        },
        message,
    )
}

fn tokens(text: &str) -> Result<Vec<Located<Token>>, Diagnostic> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line, mut column) = (0, 1u32, 1u32);
    while i < chars.len() {
        let c = chars[i];
        let (start_line, start_column) = (line, column);
        let advance = |n: usize, i: &mut usize, column: &mut u32| {
            *i += n;
            *column += n as u32;
        };
        match c {
            '\n' => {
                out.push((Token::Newline, line, column));
                i += 1;
                line += 1;
                column = 1;
            }
            c if c.is_whitespace() => advance(1, &mut i, &mut column),
            '#' => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '\'' | '"' => {
                let quote = c;
                let mut value = String::new();
                advance(1, &mut i, &mut column);
                loop {
                    match chars.get(i) {
                        None => {
                            return Err(at(start_line, start_column, "unterminated string".into()));
                        }
                        Some(&ch) if ch == quote => {
                            advance(1, &mut i, &mut column);
                            break;
                        }
                        Some('\\') if chars.get(i + 1).is_some() => {
                            value.push(chars[i + 1]);
                            advance(2, &mut i, &mut column);
                        }
                        Some('\n') => {
                            value.push('\n');
                            i += 1;
                            line += 1;
                            column = 1;
                        }
                        Some(&ch) => {
                            value.push(ch);
                            advance(1, &mut i, &mut column);
                        }
                    }
                }
                out.push((Token::Str(value), start_line, start_column));
            }
            ':' if chars
                .get(i + 1)
                .is_some_and(|n| n.is_alphabetic() || *n == '_') =>
            {
                let mut name = String::new();
                advance(1, &mut i, &mut column);
                while let Some(&ch) = chars
                    .get(i)
                    .filter(|ch| ch.is_alphanumeric() || **ch == '_')
                {
                    name.push(ch);
                    advance(1, &mut i, &mut column);
                }
                out.push((Token::Symbol(name), start_line, start_column));
            }
            '=' if chars.get(i + 1) == Some(&'>') => {
                advance(2, &mut i, &mut column);
                out.push((Token::Arrow, start_line, start_column));
            }
            ',' => {
                advance(1, &mut i, &mut column);
                out.push((Token::Comma, start_line, start_column));
            }
            '(' => {
                advance(1, &mut i, &mut column);
                out.push((Token::Open, start_line, start_column));
            }
            ')' => {
                advance(1, &mut i, &mut column);
                out.push((Token::Close, start_line, start_column));
            }
            c if c.is_alphanumeric() || c == '_' => {
                let mut word = String::new();
                while let Some(&ch) = chars
                    .get(i)
                    .filter(|ch| ch.is_alphanumeric() || matches!(**ch, '_' | '.'))
                {
                    word.push(ch);
                    advance(1, &mut i, &mut column);
                }
                if chars.get(i) == Some(&':') && chars.get(i + 1) != Some(&':') {
                    advance(1, &mut i, &mut column);
                    out.push((Token::Label(word), start_line, start_column));
                } else {
                    out.push((Token::Word(word), start_line, start_column));
                }
            }
            other => {
                advance(1, &mut i, &mut column);
                out.push((Token::Other(other), start_line, start_column));
            }
        }
    }
    out.push((Token::Newline, line, column));
    Ok(out)
}

/// A token or argument with its line and column.
type Located<T> = (T, u32, u32);

/// A value in a statement's arguments.
#[derive(Debug, Clone, PartialEq)]
enum Arg {
    Value(Token),
    Pair(String, Token),
}

/// Parses a Puppetfile; errors are located (`line`, `column` in the span).
pub fn parse(text: &str) -> Result<Puppetfile, Diagnostic> {
    let tokens = tokens(text)?;
    let mut file = Puppetfile {
        moduledir: "modules".into(),
        ..Puppetfile::default()
    };
    let mut i = 0;
    while i < tokens.len() {
        let (token, line, column) = tokens[i].clone();
        match token {
            Token::Newline => {
                i += 1;
                continue;
            }
            Token::Word(word) => {
                i += 1;
                let (args, next) = arguments(&tokens, i)?;
                i = next;
                statement(&mut file, &word, args, line, column)?;
            }
            other => {
                return Err(at(
                    line,
                    column,
                    format!(
                        "expected `mod`, `forge` or `moduledir`, found {}",
                        describe(&other)
                    ),
                ));
            }
        }
    }
    Ok(file)
}

/// A statement's arguments: up to the end of the line, continued on the
/// next after a comma, an arrow or an open parenthesis.
fn arguments(
    tokens: &[Located<Token>],
    mut i: usize,
) -> Result<(Vec<Located<Arg>>, usize), Diagnostic> {
    let mut args = Vec::new();
    let mut depth = 0;
    let mut continued = false;
    if let Some((Token::Open, _, _)) = tokens.get(i) {
        depth += 1;
        i += 1;
    }
    while let Some((token, line, column)) = tokens.get(i).cloned() {
        match token {
            Token::Newline if depth > 0 || continued => i += 1,
            Token::Newline => break,
            Token::Close if depth > 0 => {
                depth -= 1;
                i += 1;
            }
            Token::Comma => {
                continued = true;
                i += 1;
            }
            Token::Label(key) | Token::Symbol(key)
                if matches!(tokens.get(i), Some((Token::Label(_), _, _)))
                    || matches!(tokens.get(i + 1), Some((Token::Arrow, _, _))) =>
            {
                let mut j = i + 1;
                if matches!(tokens.get(j), Some((Token::Arrow, _, _))) {
                    j += 1;
                }
                while matches!(tokens.get(j), Some((Token::Newline, _, _))) {
                    j += 1;
                }
                match tokens.get(j).cloned() {
                    Some((value @ (Token::Str(_) | Token::Symbol(_) | Token::Word(_)), _, _)) => {
                        args.push((Arg::Pair(key, value), line, column));
                        i = j + 1;
                        continued = false;
                    }
                    _ => return Err(at(line, column, format!("no value for :{key}"))),
                }
            }
            value @ (Token::Str(_) | Token::Symbol(_) | Token::Word(_)) => {
                args.push((Arg::Value(value), line, column));
                continued = false;
                i += 1;
            }
            other => {
                return Err(at(line, column, format!("unexpected {}", describe(&other))));
            }
        }
    }
    Ok((args, i))
}

fn describe(token: &Token) -> String {
    match token {
        Token::Word(w) => format!("`{w}`"),
        Token::Str(s) => format!("'{s}'"),
        Token::Symbol(s) => format!(":{s}"),
        Token::Label(l) => format!("`{l}:`"),
        Token::Arrow => "`=>`".into(),
        Token::Comma => "`,`".into(),
        Token::Open => "`(`".into(),
        Token::Close => "`)`".into(),
        Token::Newline => "the end of the line".into(),
        Token::Other(c) => format!("`{c}`"),
    }
}

fn text_of(token: &Token) -> Option<String> {
    match token {
        Token::Str(s) | Token::Word(s) => Some(s.clone()),
        _ => None,
    }
}

fn statement(
    file: &mut Puppetfile,
    word: &str,
    args: Vec<Located<Arg>>,
    line: u32,
    column: u32,
) -> Result<(), Diagnostic> {
    let single = |what: &str| -> Result<String, Diagnostic> {
        match args.as_slice() {
            [(Arg::Value(v), l, c)] => {
                text_of(v).ok_or_else(|| at(*l, *c, format!("`{what}` takes a string")))
            }
            _ => Err(at(line, column, format!("`{what}` takes one string"))),
        }
    };
    match word {
        "forge" => file.forge = Some(single("forge")?),
        "moduledir" => file.moduledir = single("moduledir")?,
        "mod" => file.entries.push(entry(&args, line, column)?),
        other => {
            return Err(at(
                line,
                column,
                format!(
                    "unknown Puppetfile directive `{other}` (expected `mod`, `forge` or `moduledir`)"
                ),
            ));
        }
    }
    Ok(())
}

fn entry(args: &[Located<Arg>], line: u32, column: u32) -> Result<Entry, Diagnostic> {
    let Some((Arg::Value(Token::Str(title)), _, _)) = args.first() else {
        return Err(at(
            line,
            column,
            "`mod` needs a module name in quotes".into(),
        ));
    };
    // r10k takes the part after the first `-` or `/` as the name.
    let name = match title.split_once(['/', '-']) {
        Some((_, n)) if !n.is_empty() => n.to_string(),
        Some(_) => return Err(at(line, column, format!("invalid module name '{title}'"))),
        None => title.clone(),
    };
    let mut version = None;
    let mut options: Vec<(String, Token, u32, u32)> = Vec::new();
    for (arg, l, c) in &args[1..] {
        match arg {
            Arg::Value(Token::Str(v)) if version.is_none() && options.is_empty() => {
                version = Some(Some(v.clone()));
            }
            Arg::Value(Token::Symbol(s)) if s == "latest" && version.is_none() => {
                version = Some(None);
            }
            Arg::Pair(key, value) => options.push((key.clone(), value.clone(), *l, *c)),
            Arg::Value(other) => {
                return Err(at(
                    *l,
                    *c,
                    format!("unexpected {} in mod '{title}'", describe(other)),
                ));
            }
        }
    }
    let option = |key: &str| options.iter().find(|(k, ..)| k == key);
    let string = |key: &str| -> Result<Option<String>, Diagnostic> {
        match option(key) {
            Some((_, value, l, c)) => text_of(value)
                .map(Some)
                .ok_or_else(|| at(*l, *c, format!(":{key} takes a string"))),
            None => Ok(None),
        }
    };
    for (key, _, l, c) in &options {
        let known = [
            "git",
            "ref",
            "tag",
            "branch",
            "commit",
            "svn",
            "rev",
            "revision",
            "local",
            "install_path",
            "default_branch",
            "exclude_spec",
            "type",
            "version",
        ];
        if !known.contains(&key.as_str()) {
            return Err(at(
                *l,
                *c,
                format!("unknown option :{key} in mod '{title}'"),
            ));
        }
    }
    let source = if let Some(url) = string("git")? {
        if version.is_some() {
            return Err(at(
                line,
                column,
                format!("mod '{title}' gives both a version and :git"),
            ));
        }
        let mut reference = None;
        for kind in ["ref", "tag", "branch", "commit"] {
            // r10k's `:branch => :control_branch`: the control repository's
            // own branch (`:default_branch` where the module lacks it).
            let control_branch = matches!(option(kind),
                Some((_, Token::Symbol(s), ..)) if s == "control_branch" && kind != "commit" && kind != "tag");
            if control_branch {
                reference = Some((kind.to_string(), ":control_branch".to_string()));
                break;
            }
            if let Some(value) = string(kind)? {
                reference = Some((kind.to_string(), value));
                break;
            }
        }
        Source::Git { url, reference }
    } else if let Some(url) = string("svn")? {
        Source::Svn { url }
    } else if option("local").is_some() {
        Source::Local
    } else {
        let version = match (version, string("version")?) {
            (_, Some(v)) if v != "latest" => Some(v),
            (Some(v), _) => v,
            _ => None,
        };
        Source::Forge { version }
    };
    Ok(Entry {
        title: title.clone(),
        name,
        source,
        install_path: string("install_path")?,
        line,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forge_git_and_local_entries_are_read() {
        let file = parse(
            "forge 'https://forge.puppet.com'\nmoduledir 'external'\n\
             mod 'puppetlabs/stdlib', '9.7.0'\nmod 'puppetlabs-concat', :latest\n\
             mod \"saz-ssh\" # no version\n\
             mod 'apache',\n  :git => 'https://example.com/apache.git',\n  :tag => 'v12.3.1'\n\
             mod 'site', :local => true\nmod('ntp', git: 'https://example.com/ntp.git', branch: 'main')\n",
        )
        .unwrap();
        assert_eq!(file.moduledir, "external");
        assert_eq!(file.forge.as_deref(), Some("https://forge.puppet.com"));
        let names: Vec<&str> = file.entries.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names, ["stdlib", "concat", "ssh", "apache", "site", "ntp"]);
        assert_eq!(file.entries[0].wanted_version().as_deref(), Some("9.7.0"));
        assert_eq!(file.entries[1].source, Source::Forge { version: None });
        assert_eq!(file.entries[3].wanted_version().as_deref(), Some("12.3.1"));
        assert_eq!(file.entries[3].line, 6);
        assert_eq!(file.entries[4].source, Source::Local);
        assert_eq!(
            file.entries[5].shown(),
            "mod 'ntp', :git => 'https://example.com/ntp.git', :branch => 'main'"
        );
    }

    /// r10k's `:branch => :control_branch` (example42's control repository
    /// reads its hieradata module so) is a reference, not a parse error.
    #[test]
    fn a_control_branch_reference_is_read() {
        let file = parse(
            "mod 'example42/hieradata',\n  :git => 'https://example.com/hieradata',\n  \
             :branch => :control_branch,\n  :default_branch => 'production'\n\
             mod 'x', :git => 'https://example.com/x', :commit => :control_branch\n",
        );
        let error = file.unwrap_err();
        assert_eq!((error.span.line, error.span.column), (5, 43));
        let file = parse(
            "mod 'example42/hieradata',\n  :git => 'https://example.com/hieradata',\n  \
             :branch => :control_branch,\n  :default_branch => 'production'\n",
        )
        .unwrap();
        assert_eq!(file.entries[0].name, "hieradata");
        assert_eq!(
            file.entries[0].shown(),
            "mod 'example42/hieradata', :git => 'https://example.com/hieradata', :branch => :control_branch"
        );
        assert_eq!(file.entries[0].wanted_version(), None);
    }

    #[test]
    fn a_malformed_puppetfile_is_a_located_error() {
        let error = parse("mod 'a/b', '1.0'\nmod 'c/d', :git => \n").unwrap_err();
        assert_eq!((error.span.line, error.span.column), (2, 12));
        let error = parse("mod 'a/b', '1.0\n").unwrap_err();
        assert_eq!(error.message, "unterminated string");
        assert_eq!((error.span.line, error.span.column), (1, 12));
        let error = parse("\n  gem 'x'\n").unwrap_err();
        assert_eq!((error.span.line, error.span.column), (2, 3));
        assert!(error.message.contains("unknown Puppetfile directive `gem`"));
        let error = parse("mod 'a/b', :gti => 'x'\n").unwrap_err();
        assert!(
            error.message.contains("unknown option :gti"),
            "{}",
            error.message
        );
    }
}
