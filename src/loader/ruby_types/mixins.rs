//! Parameters a type gets from Ruby modules it `extend`s or `include`s:
//! `module M; def self.extended(type) type.newparam(:x) ... end; end`
//! (puppetlabs-elasticsearch's REST types), `self.included(klass)`, and
//! methods such a module defines that declare attributes when the type
//! body calls them (`extend IniSetting` then `create_parameters`, as
//! openstack's config types do); and `class Puppet::Type::Name` reopened
//! by a provider file to add parameters. The loader hands over the helper
//! files (`lib/puppet_x/**/*.rb`, `lib/puppet/provider/**/*.rb`); they are
//! read as text like the types.

use super::blocks::{Block, block_event, read_call};
use super::lexer::{Tok, Token};
use super::title_patterns::{RawPattern, title_patterns};

/// One declaration a mixin makes.
#[derive(Debug, Clone)]
pub(super) enum Decl {
    Param(String, bool),
    Property(String),
    /// `type.define_singleton_method(:title_patterns) do [...] end`.
    TitlePatterns(Result<Vec<RawPattern>, String>),
}

/// A Ruby module with attribute declarations.
#[derive(Debug, Clone, Default)]
pub struct Mixin {
    /// The module's full constant path, `PuppetX::Keystone::IniSetting`.
    pub(super) name: String,
    /// What declares, with its declarations: `extended` and `included`
    /// (the hooks), `method NAME` (an instance method, for `extend`),
    /// `function NAME` (`def self.NAME(type)`, called as `M.NAME(self)`),
    /// `proc NAME` (`NAME = Proc.new do ... end`, for `instance_eval`).
    pub(super) items: Vec<(String, Vec<Decl>)>,
    /// For `class Puppet::Type::Name` reopened elsewhere: the type it adds
    /// its declarations (item `patch`) to.
    pub(super) patches: Option<String>,
}

impl Mixin {
    /// Whether `extend NAME` / `include NAME` written in a type means this
    /// module (the type may use a shorter path inside a namespace).
    pub(super) fn is(&self, name: &str) -> bool {
        self.name == name || self.name.ends_with(&format!("::{name}"))
    }

    pub(super) fn item(&self, what: &str) -> Option<&[Decl]> {
        self.items
            .iter()
            .find(|(w, _)| w == what)
            .map(|(_, d)| d.as_slice())
    }

    /// The methods an `extend` makes available to the type body.
    pub(super) fn methods(&self) -> impl Iterator<Item = (&str, &[Decl])> {
        self.items
            .iter()
            .filter_map(|(w, d)| Some((w.strip_prefix("method ")?, d.as_slice())))
    }
}

#[derive(Debug, Clone, PartialEq)]
enum Frame {
    Module(String),
    /// A declaring body: which list it fills, and the receiver variable
    /// (`type` in `def self.extended(type)`) or `None` for bare calls.
    Declaring(usize, Option<String>),
    /// The block of a `newparam` declared in list `.0` at index `.1`.
    Param(usize, usize),
    /// A block returning title patterns for list `.0`, from token `.1`.
    TitlePatterns(usize, usize),
    Other,
}

/// The constant path starting at `i` (`A::B::C`).
pub(super) fn const_path(toks: &[Token], mut i: usize) -> Option<String> {
    let mut out = String::new();
    loop {
        match toks.get(i).map(|t| &t.kind) {
            Some(Tok::Const(c)) => out.push_str(c),
            _ => {
                return (!out.is_empty())
                    .then_some(out)
                    .filter(|o| !o.ends_with("::"));
            }
        }
        if toks.get(i + 1).map(|t| &t.kind) == Some(&Tok::Punct("::")) {
            out.push_str("::");
            i += 2;
        } else {
            return Some(out);
        }
    }
}

/// Finds the modules of a helper file that declare attributes.
pub(super) fn scan(toks: &[Token]) -> Vec<Mixin> {
    // Lists of declarations: (module path, what fills it, declarations).
    let mut lists: Vec<(String, String, Vec<Decl>)> = Vec::new();
    let mut stack: Vec<(Frame, bool)> = Vec::new();
    let mut tagged: Vec<(usize, Frame)> = Vec::new();
    let mut loop_do = false;
    let kind = |i: usize| toks.get(i).map(|t| &t.kind);
    let word_at = |i: usize| match kind(i) {
        Some(Tok::Ident(w)) => w.as_str(),
        _ => "",
    };
    for i in 0..toks.len() {
        let module_path = |stack: &[(Frame, bool)]| {
            let names: Vec<&str> = stack
                .iter()
                .filter_map(|(f, _)| match f {
                    Frame::Module(n) => Some(n.as_str()),
                    _ => None,
                })
                .collect();
            names.join("::")
        };
        let tag = tagged
            .iter()
            .find(|(at, _)| *at == i)
            .map(|(_, f)| f.clone());
        let word = word_at(i);
        let declaring = stack.iter().rev().find_map(|(f, _)| match f {
            Frame::Declaring(l, r) => Some((*l, r.clone())),
            _ => None,
        });
        match block_event(toks, i, &mut loop_do) {
            Block::OpenBracket => stack.push((tag.unwrap_or(Frame::Other), true)),
            Block::Open if matches!(word, "module" | "class") => {
                let frame = match const_path(toks, i + 1) {
                    // `class Puppet::Type::Sshkey ... newparam(...)`: a
                    // provider file patching a type (augeasproviders).
                    Some(p)
                        if word == "class"
                            && p.starts_with("Puppet::Type::")
                            && p.matches("::").count() == 2 =>
                    {
                        let name = p["Puppet::Type::".len()..].to_lowercase();
                        lists.push((p, format!("patch {name}"), Vec::new()));
                        Frame::Declaring(lists.len() - 1, None)
                    }
                    Some(p) => Frame::Module(p),
                    None => Frame::Other,
                };
                stack.push((frame, false));
            }
            Block::Open if word == "def" => {
                let path = module_path(&stack);
                let is_self = word_at(i + 1) == "self" && kind(i + 2) == Some(&Tok::Punct("."));
                let name_at = if is_self { i + 3 } else { i + 1 };
                let name = word_at(name_at).to_string();
                let mut j = name_at + 1;
                if kind(j) == Some(&Tok::Punct("(")) {
                    j += 1;
                }
                let arg = match kind(j) {
                    Some(Tok::Ident(a)) => Some(a.clone()),
                    _ => None,
                };
                let frame = if is_self && name == "title_patterns" {
                    match declaring {
                        Some((l, _)) => Frame::TitlePatterns(l, name_at + 1),
                        None => Frame::Other,
                    }
                } else if path.is_empty() || name.is_empty() || declaring.is_some() {
                    Frame::Other
                } else if is_self && arg.is_some() {
                    let what = match name.as_str() {
                        "extended" | "included" => name.clone(),
                        _ => format!("function {name}"),
                    };
                    lists.push((path, what, Vec::new()));
                    Frame::Declaring(lists.len() - 1, arg)
                } else if !is_self {
                    lists.push((path, format!("method {name}"), Vec::new()));
                    Frame::Declaring(lists.len() - 1, None)
                } else {
                    Frame::Other
                };
                stack.push((frame, false));
            }
            Block::Open => {
                // `NAME = Proc.new do`, `NAME = proc do`, `NAME = lambda do`.
                let proc_name = match (kind(i.wrapping_sub(1)), kind(i.wrapping_sub(2))) {
                    (Some(Tok::Ident(p)), Some(Tok::Punct("=")))
                        if word == "do" && matches!(p.as_str(), "proc" | "lambda") =>
                    {
                        i.checked_sub(3).map(|k| (k, 0))
                    }
                    (Some(Tok::Ident(n)), Some(Tok::Punct(".")))
                        if word == "do"
                            && n == "new"
                            && kind(i.wrapping_sub(3)) == Some(&Tok::Const("Proc".into())) =>
                    {
                        i.checked_sub(5).map(|k| (k, 0))
                    }
                    _ => None,
                }
                .and_then(|(k, _)| match kind(k) {
                    Some(Tok::Const(c)) if kind(k + 1) == Some(&Tok::Punct("=")) => Some(c.clone()),
                    _ => None,
                });
                let frame = match proc_name {
                    Some(n) if declaring.is_none() && !module_path(&stack).is_empty() => {
                        lists.push((module_path(&stack), format!("proc {n}"), Vec::new()));
                        Frame::Declaring(lists.len() - 1, None)
                    }
                    _ => tag.unwrap_or(Frame::Other),
                };
                stack.push((frame, false));
            }
            Block::CloseBracket | Block::Close => {
                let bracket = matches!(block_event(toks, i, &mut false), Block::CloseBracket);
                if let Some(pos) = stack.iter().rposition(|(_, b)| *b == bracket) {
                    if let Frame::TitlePatterns(l, start) = stack[pos].0 {
                        let body = toks.get(start..i).unwrap_or(&[]);
                        lists[l].2.push(Decl::TitlePatterns(title_patterns(body)));
                    }
                    stack.truncate(pos);
                }
            }
            Block::None => {}
        }
        let context = stack
            .iter()
            .rev()
            .map(|(f, _)| f)
            .find(|f| !matches!(f, Frame::Other | Frame::Module(_)))
            .cloned();
        let prev = |back: usize| {
            i.checked_sub(back)
                .and_then(|p| toks.get(p))
                .map(|t| &t.kind)
        };
        let receiver_ok = |receiver: &Option<String>| match (receiver, prev(1)) {
            (Some(r), Some(Tok::Punct("."))) => matches!(prev(2), Some(Tok::Ident(x)) if x == r),
            (None, Some(Tok::Punct("."))) => matches!(prev(2), Some(Tok::Ident(x)) if x == "self"),
            (None, _) => true,
            _ => false,
        };
        match (word, context) {
            ("isnamevar", Some(Frame::Param(list, idx))) => {
                if let Decl::Param(_, nv) = &mut lists[list].2[idx] {
                    *nv = true;
                }
            }
            ("define_singleton_method", Some(Frame::Declaring(list, receiver)))
                if receiver_ok(&receiver)
                    && matches!(kind(i + 2), Some(Tok::Symbol(s)) if s == "title_patterns") =>
            {
                let call = read_call(toks, i);
                if let Some(b) = call.block {
                    tagged.push((b, Frame::TitlePatterns(list, b + 1)));
                }
            }
            ("newparam" | "newproperty" | "ensurable", Some(Frame::Declaring(list, receiver)))
                if receiver_ok(&receiver) =>
            {
                if word == "ensurable" {
                    lists[list].2.push(Decl::Property("ensure".into()));
                    continue;
                }
                let call = read_call(toks, i);
                let Some(name) = call.name else { continue };
                let decls = &mut lists[list].2;
                if word == "newparam" {
                    decls.push(Decl::Param(name, call.namevar));
                    if let Some(b) = call.block {
                        tagged.push((b, Frame::Param(list, decls.len() - 1)));
                    }
                } else {
                    decls.push(Decl::Property(name));
                }
            }
            _ => {}
        }
    }
    let mut out: Vec<Mixin> = Vec::new();
    for (path, what, decls) in lists {
        if decls.is_empty() {
            continue;
        }
        let at = match out.iter().position(|m| m.name == path) {
            Some(at) => at,
            None => {
                out.push(Mixin {
                    name: path,
                    ..Mixin::default()
                });
                out.len() - 1
            }
        };
        let m = &mut out[at];
        let what = match what.strip_prefix("patch ") {
            Some(ty) => {
                m.patches = Some(ty.to_string());
                "patch".to_string()
            }
            None => what,
        };
        match m.items.iter_mut().find(|(w, _)| *w == what) {
            Some((_, d)) => d.extend(decls),
            None => m.items.push((what, decls)),
        }
    }
    out
}
