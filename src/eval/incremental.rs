//! Adding typed statements to a finished catalog without recompiling.
//!
//! The REPL's invariant is that its catalog is the compile of every
//! accepted input as one manifest. Recompiling keeps that true at the
//! cost of a whole compile per input. This module is the fast path for
//! the commonest input, resource declarations, taken only where it
//! provably gives the same catalog as the recompile:
//!
//! - Nothing ran after the top scope in the finished compile: no node,
//!   no define body, no resource created by the generator loop. A new
//!   statement would run at the end of the top scope, so its resources
//!   then come last in the catalog just as they do here, and no code
//!   that ran later could have looked for them.
//! - Each statement is plain: it declares resources of built-in types
//!   (never a class or a define, whose bodies would run code), assigns,
//!   branches, and calls only functions that compute or log. It reads no
//!   resource attribute, which would see the finished value, not the
//!   value at that point of the top scope.
//! - The collectors then run over the new resources as the generator
//!   loop would, realizing and overriding; but where a collector that is
//!   part of a chain (`Type <| |> -> x`) matches, only the full compile
//!   applies the relationships in their order.
//!
//! Anything else, and any error, leaves the catalog as it was and asks
//! for the full compile, which also words the error as Puppet would.

use super::{Compiler, Control};
use crate::catalog::{ResourceId, schema};
use crate::syntax::ast::{
    AssignOp, BinaryOp, Call, Expr, ExprKind, ResourceExpr, ResourceForm, StrPart,
};

/// Where the catalog stood when the top scope was done: resources and
/// containment edges.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct TopScopeEnd {
    pub(super) resources: usize,
    pub(super) edges: usize,
    pub(super) messages: usize,
}

impl Compiler {
    /// Adds `program` (the statements of the input named `file_name`) to
    /// the finished catalog as if written at the end of the top scope.
    /// Returns the new resources, or `None` with nothing changed when only
    /// a full compile can tell what the program does.
    pub fn extend(&mut self, program: &[Expr], file_name: &str) -> Option<Vec<ResourceId>> {
        if !self.extendable() || !program.iter().all(is_plain) {
            return None;
        }
        let resources = self.catalog.resources.len();
        let edges = self.catalog.edges.len();
        let scopes = self.scopes.len();
        let messages = self.messages.len();
        let reads = self.catalog_reads;
        // Assignments land in the top scope; a failed input takes them back.
        let top_vars = self.scopes[0].vars.clone();
        self.file_names.push(file_name.to_string());
        let added = self.declare_at_top(program, resources);
        if added.is_none() || self.catalog_reads != reads {
            self.file_names.pop();
            self.catalog.truncate(resources, edges);
            self.scopes.truncate(scopes);
            self.scopes[0].vars = top_vars;
            self.messages.truncate(messages);
            self.catalog_reads = reads;
            self.control = None;
            return None;
        }
        self.top_scope_end = self.catalog_end();
        // The preview lookups index the catalog as it was.
        self.preview_index = super::collectors::PassIndex {
            per_tag: true,
            ..Default::default()
        };
        added
    }

    /// How far the catalog and messages reach now.
    pub(super) fn catalog_end(&self) -> TopScopeEnd {
        TopScopeEnd {
            resources: self.catalog.resources.len(),
            edges: self.catalog.edges.len(),
            messages: self.messages.len(),
        }
    }

    /// Whether nothing ran after the top scope (see the module comment).
    fn extendable(&self) -> bool {
        let now = self.catalog_end();
        !self.evaluated_after_top_scope
            && now.resources == self.top_scope_end.resources
            && now.edges == self.top_scope_end.edges
            && now.messages == self.top_scope_end.messages
    }

    /// Evaluates the declarations and finishes their resources as the
    /// end of a compile would; `None` on any error or where only a full
    /// compile can tell.
    fn declare_at_top(&mut self, program: &[Expr], first: ResourceId) -> Option<Vec<ResourceId>> {
        for statement in program {
            if self.eval(statement, 0).is_err() {
                return None;
            }
            if matches!(self.control, Some(Control::Return(_) | Control::Break)) {
                return None;
            }
        }
        let added: Vec<ResourceId> = (first..self.catalog.resources.len()).collect();
        if !self.collect_new(&added) {
            return None;
        }
        self.flatten_relationship_params(first);
        self.check_attributes(first).ok()?;
        for &id in &added {
            self.inherit_scope_tags(id);
        }
        self.check_relationship_targets(first).ok()?;
        Some(added)
    }

    /// Runs the collectors over the new resources as the generator loop
    /// would: passes in collector order until nothing new matches (an
    /// override may make a resource match a collector met earlier).
    /// False if a collector in a chain (`Type <| |> -> x`) matched: only a
    /// full compile applies relationships in their order.
    fn collect_new(&mut self, added: &[ResourceId]) -> bool {
        loop {
            let mut found = false;
            for c in 0..self.collectors.len() {
                let fresh: Vec<ResourceId> = added
                    .iter()
                    .copied()
                    .filter(|&id| self.collector_takes(c, id))
                    .collect();
                if fresh.is_empty() {
                    continue;
                }
                if self.chained_collectors.contains(&c) {
                    return false;
                }
                found = true;
                self.apply_collected(c, &fresh);
            }
            if !found {
                return true;
            }
        }
    }

    /// Whether collector `c` would newly collect resource `id`.
    fn collector_takes(&self, c: usize, id: ResourceId) -> bool {
        let collector = &self.collectors[c];
        let resource = &self.catalog.resources[id];
        // Exported collectors collect nothing without storeconfigs.
        !collector.exported
            && collector.type_name == resource.type_name
            && !collector.collected.contains(&id)
            && collector
                .query
                .as_ref()
                .is_none_or(|q| q.matches(resource, &|tag| self.has_tag(id, tag)))
    }
}

/// A statement the fast path can take: declarations of built-in
/// resources, assignments, conditionals and calls of functions that
/// only compute or log, over values that are plain the same way.
fn is_plain(expr: &Expr) -> bool {
    use ExprKind::*;
    match &expr.kind {
        Undef | Default | Bool(_) | Integer(_) | Float(_) | Str(_) | Regex(_) | Variable(_)
        | BareWord(_) | TypeRef(_) => true,
        Interpolated(parts) => parts.iter().all(|part| match part {
            StrPart::Text(_) => true,
            StrPart::Expr(e) => is_plain(e),
        }),
        Array(items) => items.iter().all(is_plain),
        Hash(pairs) => pairs.iter().all(|(k, v)| is_plain(k) && is_plain(v)),
        Access(base, keys) => is_plain(base) && keys.iter().all(is_plain),
        Unary(_, e) | Paren(e) => is_plain(e),
        // A match sets `$0`... in the scope it runs in.
        Binary(BinaryOp::Match | BinaryOp::NotMatch, ..) => false,
        Binary(_, l, r) => is_plain(l) && is_plain(r),
        Assign(AssignOp::Assign, target, value) => is_plain(target) && is_plain(value),
        If(cond, then, otherwise) | Unless(cond, then, otherwise) => {
            is_plain(cond)
                && then.iter().all(is_plain)
                && otherwise.as_ref().is_none_or(|b| b.iter().all(is_plain))
        }
        Case(subject, options) => {
            is_plain(subject)
                && options
                    .iter()
                    .all(|o| o.values.iter().all(is_plain) && o.body.iter().all(is_plain))
        }
        Selector(subject, options) => {
            is_plain(subject) && options.iter().all(|(k, v)| is_plain(k) && is_plain(v))
        }
        Call(call) => is_plain_call(call),
        MethodCall(receiver, call) => is_plain(receiver) && is_plain_call(call),
        Resource(resource) => is_plain_declaration(resource),
        _ => false,
    }
}

/// Functions that compute or log and touch no class, resource or scope
/// but their own (blocks run in scopes of their own).
const PLAIN_FUNCTIONS: &[&str] = &[
    "abs",
    "alert",
    "all",
    "any",
    "assert_type",
    "camelcase",
    "capitalize",
    "ceiling",
    "chomp",
    "chop",
    "compare",
    "crit",
    "debug",
    "dig",
    "downcase",
    "each",
    "emerg",
    "empty",
    "err",
    "filter",
    "flatten",
    "floor",
    "index",
    "info",
    "join",
    "keys",
    "length",
    "lest",
    "lstrip",
    "map",
    "match",
    "max",
    "md5",
    "min",
    "new",
    "notice",
    "reduce",
    "regsubst",
    "reverse_each",
    "round",
    "rstrip",
    "sha1",
    "sha256",
    "shellquote",
    "size",
    "slice",
    "sort",
    "split",
    "sprintf",
    "step",
    "strip",
    "then",
    "type",
    "unique",
    "unwrap",
    "upcase",
    "values",
    "versioncmp",
    "warning",
    "with",
];

fn is_plain_call(call: &Call) -> bool {
    PLAIN_FUNCTIONS.contains(&call.name.as_str())
        && call.args.iter().all(is_plain)
        && call.lambda.as_ref().is_none_or(|lambda| {
            lambda.params.iter().all(|p| {
                p.default.as_ref().is_none_or(is_plain) && p.type_expr.as_ref().is_none_or(is_plain)
            }) && lambda.body.iter().all(is_plain)
        })
}

/// A resource declaration of a built-in type (a class or define would
/// run code) with plain titles and values.
fn is_plain_declaration(resource: &ResourceExpr) -> bool {
    let type_name = match &resource.type_expr.kind {
        ExprKind::BareWord(word) | ExprKind::TypeRef(word) => word,
        _ => return false,
    };
    schema::builtin(type_name).is_some()
        && matches!(resource.form, ResourceForm::Regular | ResourceForm::Virtual)
        && resource
            .bodies
            .iter()
            .all(|body| is_plain(&body.title) && body.ops.iter().all(|op| is_plain(&op.value)))
}
