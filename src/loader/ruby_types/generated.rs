//! The form `puppet generate types` writes to `<env>/.resource_types/NAME.pp`:
//!
//! ```text
//! Puppet::Resource::ResourceType3.new(
//!   'name',
//!   [ Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'), ... ],
//!   [ Puppet::Resource::Param(Any, 'name', true), ... ],
//!   { /regex/ => ['name', 'other'] },
//!   true,   # isomorphic
//!   false)  # capability
//! ```
//!
//! Puppet reads it as Puppet code; this reader knows only that shape. Key
//! attributes are the attributes flagged `true`, properties included, as
//! `Puppet::Pops::Resource::ResourceTypeImpl` computes them (a Ruby
//! property marked `isnamevar` is not a key attribute of the Ruby type,
//! but is one here). Regexes keep their flags as `(?m-ix:...)` groups.

use super::{RubyType, TitlePattern, TypeReadError};

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Name(String),
    Str(String),
    Regex(String),
    Punct(char),
    Arrow,
}

fn tokenize(text: &str) -> Result<Vec<(Tok, usize)>, (String, usize)> {
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    let mut line = 1;
    while let Some(c) = chars.next() {
        match c {
            '\n' => line += 1,
            c if c.is_whitespace() => {}
            '#' => {
                while chars.peek().is_some_and(|c| *c != '\n') {
                    chars.next();
                }
            }
            '\'' | '"' => {
                let start = line;
                let mut s = String::new();
                loop {
                    match chars.next() {
                        None => return Err(("unterminated string".into(), start)),
                        Some('\\') => match chars.next() {
                            Some(e) if e == c || e == '\\' => s.push(e),
                            Some(e) => {
                                s.push('\\');
                                s.push(e);
                            }
                            None => return Err(("unterminated string".into(), start)),
                        },
                        Some(q) if q == c => break,
                        Some(ch) => {
                            if ch == '\n' {
                                line += 1;
                            }
                            s.push(ch);
                        }
                    }
                }
                out.push((Tok::Str(s), start));
            }
            // A regex where a value starts (Puppet's lexer decides the same way).
            '/' if matches!(
                out.last(),
                None | Some((Tok::Punct('[' | '(' | '{' | ','), _)) | Some((Tok::Arrow, _))
            ) =>
            {
                let mut s = String::new();
                let start = line;
                loop {
                    match chars.next() {
                        None => return Err(("unterminated regex".into(), start)),
                        // An `x` regex may span lines.
                        Some('\n') => {
                            line += 1;
                            s.push('\n');
                        }
                        Some('\\') if chars.peek() == Some(&'/') => {
                            chars.next();
                            s.push('/');
                        }
                        Some('\\') => {
                            s.push('\\');
                            if let Some(e) = chars.next() {
                                s.push(e);
                            }
                        }
                        Some('/') => break,
                        Some(ch) => s.push(ch),
                    }
                }
                out.push((Tok::Regex(s), start));
            }
            '=' if chars.peek() == Some(&'>') => {
                chars.next();
                out.push((Tok::Arrow, line));
            }
            c if c.is_alphanumeric() || c == '_' || c == ':' => {
                let mut s = String::from(c);
                while chars
                    .peek()
                    .is_some_and(|c| c.is_alphanumeric() || matches!(c, '_' | ':'))
                {
                    s.push(chars.next().expect("peeked"));
                }
                out.push((Tok::Name(s), line));
            }
            c => out.push((Tok::Punct(c), line)),
        }
    }
    Ok(out)
}

/// A title pattern as the generated file writes it: the regex source, the
/// attributes, and the line.
type RawGenerated = (String, Vec<String>, usize);

struct Parser {
    toks: Vec<(Tok, usize)>,
    i: usize,
}

impl Parser {
    fn line(&self) -> usize {
        self.toks
            .get(self.i)
            .or(self.toks.last())
            .map_or(1, |t| t.1)
    }

    fn next(&mut self) -> Option<Tok> {
        let t = self.toks.get(self.i).map(|t| t.0.clone());
        self.i += 1;
        t
    }

    fn expect(&mut self, want: Tok, what: &str) -> Result<(), (String, usize)> {
        let line = self.line();
        match self.next() {
            Some(t) if t == want => Ok(()),
            _ => Err((format!("expected {what}"), line)),
        }
    }

    fn string(&mut self, what: &str) -> Result<String, (String, usize)> {
        let line = self.line();
        match self.next() {
            Some(Tok::Str(s)) => Ok(s),
            _ => Err((format!("expected {what} (a quoted string)"), line)),
        }
    }

    fn boolean(&mut self) -> Result<bool, (String, usize)> {
        let line = self.line();
        match self.next() {
            Some(Tok::Name(n)) if n == "true" => Ok(true),
            Some(Tok::Name(n)) if n == "false" => Ok(false),
            _ => Err(("expected true or false".into(), line)),
        }
    }

    /// `[ Puppet::Resource::Param(TYPE, 'name'[, true]), ... ]`: the names
    /// and whether each is a namevar.
    fn params(&mut self) -> Result<Vec<(String, bool)>, (String, usize)> {
        self.expect(Tok::Punct('['), "`[` opening a list of attributes")?;
        let mut out = Vec::new();
        loop {
            let line = self.line();
            match self.next() {
                Some(Tok::Punct(']')) => return Ok(out),
                Some(Tok::Punct(',')) => continue,
                Some(Tok::Name(n)) if n == "Puppet::Resource::Param" => {}
                _ => return Err(("expected Puppet::Resource::Param(...)".into(), line)),
            }
            self.expect(Tok::Punct('('), "`(`")?;
            // The value type, up to the comma at the call's own level.
            let mut depth = 0;
            loop {
                let line = self.line();
                match self.next() {
                    None => return Err(("unterminated Puppet::Resource::Param".into(), line)),
                    Some(Tok::Punct('[' | '(' | '{')) => depth += 1,
                    Some(Tok::Punct(']' | ')' | '}')) => depth -= 1,
                    Some(Tok::Punct(',')) if depth == 0 => break,
                    _ => {}
                }
            }
            let name = self.string("an attribute name")?;
            let namevar = if self.toks.get(self.i).map(|t| &t.0) == Some(&Tok::Punct(',')) {
                self.i += 1;
                self.boolean()?
            } else {
                false
            };
            self.expect(Tok::Punct(')'), "`)` closing Puppet::Resource::Param")?;
            out.push((name, namevar));
        }
    }

    /// `{ /regex/ => ['a', 'b'], ... }`: each regex, its attributes, its line.
    fn patterns(&mut self) -> Result<Vec<RawGenerated>, (String, usize)> {
        self.expect(Tok::Punct('{'), "`{` opening the title patterns")?;
        let mut out = Vec::new();
        loop {
            let line = self.line();
            let source = match self.next() {
                Some(Tok::Punct('}')) => return Ok(out),
                Some(Tok::Punct(',')) => continue,
                Some(Tok::Regex(r)) => r,
                _ => return Err(("expected a /regex/ title pattern".into(), line)),
            };
            self.expect(Tok::Arrow, "`=>` after the pattern")?;
            self.expect(Tok::Punct('['), "`[` opening the pattern's attributes")?;
            let mut names = Vec::new();
            loop {
                let line = self.line();
                match self.next() {
                    Some(Tok::Punct(']')) => break,
                    Some(Tok::Punct(',')) => {}
                    Some(Tok::Str(s)) => names.push(s),
                    _ => return Err(("expected an attribute name".into(), line)),
                }
            }
            out.push((source, names, line));
        }
    }
}

/// Reads a `.resource_types/NAME.pp` file `puppet generate types` wrote.
pub fn read_generated(path_for_errors: &str, text: &str) -> Result<RubyType, TypeReadError> {
    let err = |(message, line): (String, usize)| TypeReadError {
        file: path_for_errors.to_string(),
        line,
        message,
    };
    let toks = tokenize(text).map_err(err)?;
    let start = toks
        .iter()
        .position(|(t, _)| *t == Tok::Name("Puppet::Resource::ResourceType3".into()))
        .ok_or_else(|| err(("no Puppet::Resource::ResourceType3.new(...) here".into(), 1)))?;
    let mut p = Parser { toks, i: start + 1 };
    let line = p.toks[start].1;
    p.expect(Tok::Punct('.'), "`.new(`").map_err(err)?;
    p.expect(Tok::Name("new".into()), "`.new(`").map_err(err)?;
    p.expect(Tok::Punct('('), "`(`").map_err(err)?;
    let name = p.string("the type's name").map_err(err)?;
    p.expect(Tok::Punct(','), "`,`").map_err(err)?;
    let properties = p.params().map_err(err)?;
    p.expect(Tok::Punct(','), "`,`").map_err(err)?;
    let parameters = p.params().map_err(err)?;
    p.expect(Tok::Punct(','), "`,`").map_err(err)?;
    let raw_patterns = p.patterns().map_err(err)?;
    p.expect(Tok::Punct(','), "`,`").map_err(err)?;
    let isomorphic = p.boolean().map_err(err)?;
    let namevars: Vec<String> = properties
        .iter()
        .chain(&parameters)
        .filter(|(_, nv)| *nv)
        .map(|(n, _)| n.clone())
        .collect();
    let mut notes = Vec::new();
    let mut title_patterns = Vec::new();
    for (source, attrs, pline) in raw_patterns {
        title_patterns.push(TitlePattern::new(&source, "", attrs).map_err(|e| {
            err((
                format!("title pattern /{source}/ not understood: {e}"),
                pline,
            ))
        })?);
    }
    // As ResourceTypeImpl: one namevar and no patterns gets the default;
    // two or more need patterns (Puppet raises when the type is loaded).
    if title_patterns.is_empty() {
        match namevars.as_slice() {
            [only] => {
                title_patterns = super::default_patterns(std::slice::from_ref(only), &mut notes)
            }
            [] => {}
            _ => notes.push(
                "two or more namevars and no title patterns: Puppet raises 'you must specify \
                 title patterns when there are two or more key attributes'"
                    .into(),
            ),
        }
    }
    Ok(RubyType {
        name,
        properties: properties.into_iter().map(|(n, _)| n).collect(),
        parameters: parameters.into_iter().map(|(n, _)| n).collect(),
        namevars,
        title_patterns,
        title_patterns_understood: true,
        isomorphic,
        accepts_any_name: false,
        generated: true,
        file: path_for_errors.to_string(),
        line,
        notes,
    })
}
