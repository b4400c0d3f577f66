//! Parameters a type gets from Ruby modules it `extend`s or `include`s:
//! `module M; def self.extended(type) type.newparam(:x) ... end; end`
//! (puppetlabs-elasticsearch's REST types), `self.included(klass)`, and
//! methods such a module defines that declare attributes when the type
//! body calls them (`extend IniSetting` then `create_parameters`, as
//! openstack's config types do); and `class Puppet::Type::Name` reopened
//! by a provider file to add parameters. The loader hands over the helper
//! files (`lib/puppet_x/**/*.rb`, `lib/puppet/provider/**/*.rb`); they are
//! read as text like the types.

use super::lexer::{Tok, Token};
use super::newtype::{Block, block_event, read_call};

/// One declaration a mixin makes.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Decl {
    Param(String, bool),
    Property(String),
}

/// A Ruby module with attribute declarations.
#[derive(Debug, Clone, Default)]
pub struct Mixin {
    /// The module's full constant path, `PuppetX::Keystone::IniSetting`.
    pub(super) name: String,
    /// Declared by `def self.extended(x)` and `def self.included(x)`.
    pub(super) extended: Vec<Decl>,
    pub(super) included: Vec<Decl>,
    /// Methods whose bodies declare attributes, by name.
    pub(super) methods: Vec<(String, Vec<Decl>)>,
    /// For `class Puppet::Type::Name` reopened elsewhere: the type it adds
    /// the `extended` declarations to.
    pub(super) patches: Option<String>,
}

impl Mixin {
    /// Whether `extend NAME` / `include NAME` written in a type means this
    /// module (the type may use a shorter path inside a namespace).
    pub(super) fn is(&self, name: &str) -> bool {
        self.name == name || self.name.ends_with(&format!("::{name}"))
    }
}

#[derive(Debug, Clone, PartialEq)]
enum Frame {
    Module(String),
    /// A declaring method: which list it fills, and the receiver variable
    /// (`type` in `def self.extended(type)`) or `None` for bare calls.
    Declaring(usize, Option<String>),
    /// The block of a `newparam` declared in list `.0` at index `.1`.
    Param(usize, usize),
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
    for i in 0..toks.len() {
        let module_path = || {
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
        let word = match &toks[i].kind {
            Tok::Ident(w) => w.as_str(),
            _ => "",
        };
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
                let path = module_path();
                let is_self = matches!(&toks.get(i + 1).map(|t| &t.kind), Some(Tok::Ident(s)) if s == "self")
                    && toks.get(i + 2).map(|t| &t.kind) == Some(&Tok::Punct("."));
                let name_at = if is_self { i + 3 } else { i + 1 };
                let name = match toks.get(name_at).map(|t| &t.kind) {
                    Some(Tok::Ident(n)) => n.clone(),
                    _ => String::new(),
                };
                let frame = if path.is_empty() {
                    Frame::Other
                } else if is_self && matches!(name.as_str(), "extended" | "included") {
                    let mut j = name_at + 1;
                    if toks.get(j).map(|t| &t.kind) == Some(&Tok::Punct("(")) {
                        j += 1;
                    }
                    match toks.get(j).map(|t| &t.kind) {
                        Some(Tok::Ident(arg)) => {
                            lists.push((path, name, Vec::new()));
                            Frame::Declaring(lists.len() - 1, Some(arg.clone()))
                        }
                        _ => Frame::Other,
                    }
                } else if !is_self && !name.is_empty() {
                    lists.push((path, format!("method {name}"), Vec::new()));
                    Frame::Declaring(lists.len() - 1, None)
                } else {
                    Frame::Other
                };
                stack.push((frame, false));
            }
            Block::Open => stack.push((tag.unwrap_or(Frame::Other), false)),
            Block::CloseBracket => {
                if let Some(pos) = stack.iter().rposition(|(_, b)| *b) {
                    stack.truncate(pos);
                }
            }
            Block::Close => {
                if let Some(pos) = stack.iter().rposition(|(_, b)| !*b) {
                    stack.truncate(pos);
                }
            }
            Block::None => {}
        }
        let context = stack
            .iter()
            .rev()
            .map(|(f, _)| f)
            .find(|f| **f != Frame::Other)
            .cloned();
        let prev = |back: usize| {
            i.checked_sub(back)
                .and_then(|p| toks.get(p))
                .map(|t| &t.kind)
        };
        match (word, context) {
            ("isnamevar", Some(Frame::Param(list, idx))) => {
                if let Decl::Param(_, nv) = &mut lists[list].2[idx] {
                    *nv = true;
                }
            }
            ("newparam" | "newproperty" | "ensurable", Some(Frame::Declaring(list, receiver))) => {
                let receiver_ok = match (&receiver, prev(1)) {
                    (Some(r), Some(Tok::Punct("."))) => {
                        matches!(prev(2), Some(Tok::Ident(x)) if x == r)
                    }
                    (None, Some(Tok::Punct("."))) => {
                        matches!(prev(2), Some(Tok::Ident(x)) if x == "self")
                    }
                    (None, _) => true,
                    _ => false,
                };
                if !receiver_ok {
                    continue;
                }
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
        match what.as_str() {
            "extended" => m.extended.extend(decls),
            "included" => m.included.extend(decls),
            patch if patch.starts_with("patch ") => {
                m.patches = Some(patch["patch ".len()..].to_string());
                m.extended.extend(decls);
            }
            method => {
                let name = method.trim_start_matches("method ").to_string();
                m.methods.push((name, decls));
            }
        }
    }
    out
}
