//! Nodes: finding the node definition that matches the node's name
//! (exact names, regexes, `default`) and evaluating its body, and the
//! names Puppet gives node definitions.

use super::resources::add_tag;
use super::scope::Scope;
use super::{Compiler, Eval, bare_resource};
use crate::catalog::{Kind, Value};
use crate::syntax::Span;
use crate::syntax::ast::ExprKind;

impl Compiler {
    /// Finds and evaluates the node definition matching the node name.
    pub(super) fn evaluate_node(&mut self) -> Eval<()> {
        let mut captures: Option<String> = None;
        if self.nodes.is_empty() {
            return Ok(());
        }
        let node_name = self.options.node.to_lowercase();
        let mut chosen = None;
        'exact: for node in &self.nodes {
            for n in &node.names {
                if let ExprKind::Str(s) = &n.kind
                    && s.to_lowercase() == node_name
                {
                    chosen = Some((node.clone(), s.to_lowercase()));
                    break 'exact;
                }
            }
        }
        if chosen.is_none() {
            'regex: for node in self.nodes.clone() {
                for n in &node.names {
                    // (A backtracking engine where the pattern looks around.)
                    if let ExprKind::Regex(r) = &n.kind
                        && super::builtins::pattern_matches(r, &node_name)
                    {
                        chosen = Some((node.clone(), regex_node_name(r)));
                        captures = Some(r.clone());
                        break 'regex;
                    }
                }
            }
        }
        // Puppet 8 names a regex node by its pattern with each `(?...)`
        // group spelled out (`LPQU...RP`), and then finds no definition by
        // that name.
        let inline_group = |r: &str| r.find("(?").is_some_and(|at| r[at + 2..].contains(')'));
        if self.options.settings.version == crate::catalog::settings::PuppetVersion::V8
            && captures.as_deref().is_some_and(inline_group)
        {
            return Err(self.error(Span::default(), "Cannot find definition Node"));
        }
        if chosen.is_none() {
            chosen = self
                .nodes
                .iter()
                .find(|n| n.names.iter().any(|e| matches!(e.kind, ExprKind::Default)))
                .map(|n| (n.clone(), "default".to_string()));
        }
        let Some((node, title)) = chosen else {
            return Err(self.error(
                Span::default(),
                format!("Could not find node statement with name 'default' or '{node_name}'"),
            ));
        };
        let mut resource = bare_resource("Node", &title, Kind::Class);
        add_tag(&mut resource.tags, &title);
        resource.evaluated = true;
        let id = self.catalog.add(resource);
        self.catalog.edges.push((self.main, id));
        self.catalog.classes.push(title.clone());
        add_tag(&mut self.catalog.tags, &title);
        let mut scope = Scope::new(Some(0), id, String::new());
        scope.dynamic = Some(0);
        // A node body knows itself as `$name` and `$title`.
        for var in ["name", "title"] {
            scope.vars.insert(var.to_string(), Value::str(&title));
        }
        self.scopes.push(scope);
        let scope = self.scopes.len() - 1;
        self.catalog.resources[id].scope = 0;
        self.node_scope = Some(scope);
        if let Some(pattern) = captures {
            // A regex node's captures are `$0..$n` in its body.
            self.regex_match(&pattern, &node_name, scope);
        }
        self.inherit_scope_tags(id);
        // Only `return()` ends a node's body early.
        if let Err(e) = self.block(&node.body, scope) {
            if let Some(super::Control::Return(_)) = self.control {
                self.control = None;
            } else {
                return Err(e);
            }
        }
        Ok(())
    }
}

/// The name Puppet gives a regex node: its source lowercased, without
/// characters other than word characters, `-`, `:` and `.` (two regexes
/// may so collide).
pub(super) fn regex_node_name(regex: &str) -> String {
    let cleaned: String = regex
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || "_-:.".contains(*c))
        .collect();
    format!("__node_regexp__{}", cleaned.trim_start_matches('.'))
}

pub(super) fn node_key(name: &crate::syntax::ast::Expr) -> String {
    match &name.kind {
        ExprKind::Default => "default".to_string(),
        ExprKind::Regex(r) => regex_node_name(r),
        ExprKind::Str(s) => s.to_lowercase(),
        other => format!("{other:?}"),
    }
}
