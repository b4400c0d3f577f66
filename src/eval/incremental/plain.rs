//! Which REPL inputs the incremental path may take: "plain" statements.
//!
//! A plain statement declares resources of built-in types, sets
//! resource defaults, assigns, branches, runs collectors, realizes, and
//! calls functions that only compute or log. It may also declare classes (`include x`, `class { 'x': }`)
//! whose bodies, parameter defaults and parents are plain the same way:
//! a class body runs where it is declared, so in the compile the input
//! stands for it runs at the end of the top scope, as here. It may
//! declare define instances whose bodies are plain in a stricter sense:
//! they run later, in the generator loop (see `define_bodies`).

use rustc_hash::FxHashSet as HashSet;

use super::super::Compiler;
use crate::catalog::schema;
use crate::syntax::ast::{
    AssignOp, BinaryOp, Call, Expr, ExprKind, Query, ResourceExpr, ResourceForm, StrPart,
};

/// Whether every statement of `program` is plain, classes it declares
/// included (loading them as the compile would).
pub(super) fn is_plain_program(compiler: &mut Compiler, program: &[Expr]) -> bool {
    let mut check = Plainness {
        compiler,
        classes: HashSet::default(),
        defines: HashSet::default(),
        in_body: false,
        in_class: false,
        after_top: None,
    };
    program.iter().all(|e| check.expr(e))
}

/// What a program taken after code ran past the top scope may touch
/// there: the top-scope variables it assigns and the resource types it
/// declares.
#[derive(Debug, Default)]
pub(super) struct AfterTop {
    pub(super) assigned: Vec<String>,
    pub(super) declared_types: Vec<String>,
    /// The classes it would evaluate (whose variables later code may
    /// have looked for in vain).
    pub(super) classes: Vec<String>,
}

/// Whether `program` is plain and may run at the end of the top scope
/// although code ran after it: it declares resources of built-in types,
/// define instances with plain bodies and plain classes not declared
/// since, sets no top-scope defaults, runs no collectors and reads no
/// variables of classes evaluated since, so that later code could have
/// seen it only by reading a variable it assigns (a class's too) or
/// probing for a class it declares or a resource of a type it declares
/// (`Compiler::takes_after_top` checks those).
pub(super) fn after_top_program(compiler: &mut Compiler, program: &[Expr]) -> Option<AfterTop> {
    let mut check = Plainness {
        compiler,
        classes: HashSet::default(),
        defines: HashSet::default(),
        in_body: false,
        in_class: false,
        after_top: Some(AfterTop::default()),
    };
    if program.iter().all(|e| check.expr(e)) {
        check.after_top
    } else {
        None
    }
}

struct Plainness<'c> {
    compiler: &'c mut Compiler,
    /// Classes checked or being checked (a class naming itself is
    /// plain as far as this goes).
    classes: HashSet<String>,
    /// Defines whose bodies were checked or are being checked.
    defines: HashSet<String>,
    /// Whether checking a define's body, which runs after the top scope
    /// (see `define_bodies`).
    in_body: bool,
    /// Whether checking a class's code, whose variables are its own.
    in_class: bool,
    /// When checking a program for after the top scope: what it touches.
    after_top: Option<AfterTop>,
}

impl Plainness<'_> {
    fn expr(&mut self, expr: &Expr) -> bool {
        use ExprKind::*;
        let in_body = self.in_body;
        if in_body {
            match &expr.kind {
                Call(call) if matches!(call.name.as_str(), "include" | "realize") => return false,
                Collector(_) | ResourceOverride(..) => return false,
                Variable(name)
                    if !self.class_evaluated_before(name, self.compiler.define_mark.classes) =>
                {
                    return false;
                }
                _ => {}
            }
        }
        let own_scope = in_body || self.in_class;
        let top_classes = self.compiler.top_scope_end.classes;
        if !in_body
            && let Variable(name) = &expr.kind
            && self.after_top.is_some()
            && !self.class_evaluated_before(name, top_classes)
        {
            // Evaluated after the top scope: not yet where this runs.
            return false;
        }
        if let Some(after_top) = &mut self.after_top {
            match &expr.kind {
                // Classes declared are kept in `classes`.
                Resource(resource) => match &resource.type_expr.kind {
                    BareWord(name) | TypeRef(name) if !name.eq_ignore_ascii_case("class") => {
                        after_top.declared_types.push(name.to_lowercase());
                    }
                    BareWord(_) | TypeRef(_) => {}
                    _ => return false,
                },
                // A class's or body's defaults reach only its own scope
                // (and instances declared there, whose bodies run as here).
                ResourceDefaults(..) if !own_scope => return false,
                Collector(_) => return false,
                // A class's and a body's variables are their own.
                Assign(_, target, _) if !own_scope => {
                    assigned_names(target, &mut after_top.assigned)
                }
                _ => {}
            }
        }
        match &expr.kind {
            Undef | Default | Bool(_) | Integer(_) | Float(_) | Str(_) | Regex(_) | Variable(_)
            | BareWord(_) | TypeRef(_) => true,
            Interpolated(parts) => parts.iter().all(|part| match part {
                StrPart::Text(_) => true,
                StrPart::Expr(e) => self.expr(e),
            }),
            Array(items) => self.all(items),
            Hash(pairs) => pairs.iter().all(|(k, v)| self.expr(k) && self.expr(v)),
            Access(base, keys) => self.expr(base) && self.all(keys),
            Unary(_, e) | Paren(e) => self.expr(e),
            // A match sets `$0`... in the scope it runs in.
            Binary(BinaryOp::Match | BinaryOp::NotMatch, ..) => false,
            Binary(_, l, r) => self.expr(l) && self.expr(r),
            Assign(AssignOp::Assign, target, value) => self.expr(target) && self.expr(value),
            If(cond, then, otherwise) | Unless(cond, then, otherwise) => {
                self.expr(cond) && self.all(then) && otherwise.as_ref().is_none_or(|b| self.all(b))
            }
            Case(subject, options) => {
                self.expr(subject)
                    && options
                        .iter()
                        .all(|o| self.all(&o.values) && self.all(&o.body))
            }
            Selector(subject, options) => {
                self.expr(subject) && options.iter().all(|(k, v)| self.expr(k) && self.expr(v))
            }
            Call(call) if call.name == "include" && call.lambda.is_none() => {
                call.args.iter().all(|a| self.named_classes(a))
            }
            // Realizing runs at once when the target is declared already;
            // the extension checks that it was, and was of a built-in type.
            Call(call) if call.name == "realize" && call.lambda.is_none() => self.all(&call.args),
            Call(call) => self.call(call),
            MethodCall(receiver, call) => self.expr(receiver) && self.call(call),
            Resource(resource) => self.declaration(resource),
            // Defaults reach only what is declared after them (and define
            // bodies, which the extension never runs after the top scope).
            ResourceDefaults(target, ops) => {
                matches!(target.kind, BareWord(_) | TypeRef(_))
                    && ops.iter().all(|op| self.expr(&op.value))
            }
            // Merged at once into a declared resource (the extension
            // checks which: see `note_amendment`); pending otherwise.
            // A tag added now would come after those the resource
            // inherited when the catalog was finished, not before.
            ResourceOverride(target, ops) => {
                self.expr(target)
                    && ops.iter().all(|op| {
                        !matches!(op.name.as_str(), "tag" | "alias" | "*") && self.expr(&op.value)
                    })
            }
            // Hoisted already (see `definitions`).
            ClassDef(_) | DefineDef(_) | FunctionDef(_) => true,
            Collector(collector) => {
                collector.query.as_ref().is_none_or(|q| self.query(q))
                    && collector.ops.iter().all(|op| self.expr(&op.value))
            }
            _ => false,
        }
    }

    fn all(&mut self, exprs: &[Expr]) -> bool {
        exprs.iter().all(|e| self.expr(e))
    }

    fn call(&mut self, call: &Call) -> bool {
        PLAIN_FUNCTIONS.contains(&call.name.as_str())
            && self.all(&call.args)
            && call.lambda.as_ref().is_none_or(|lambda| {
                lambda.params.iter().all(|p| {
                    p.default.as_ref().is_none_or(|d| self.expr(d))
                        && p.type_expr.as_ref().is_none_or(|t| self.expr(t))
                }) && self.all(&lambda.body)
            })
    }

    /// A declaration of a built-in type (a define's body would run
    /// later) or of plain classes, with plain titles and values.
    fn declaration(&mut self, resource: &ResourceExpr) -> bool {
        let type_name = match &resource.type_expr.kind {
            ExprKind::BareWord(word) | ExprKind::TypeRef(word) => word,
            _ => return false,
        };
        let bodies_plain = |this: &mut Self| {
            resource.bodies.iter().all(|body| {
                this.expr(&body.title) && body.ops.iter().all(|op| this.expr(&op.value))
            })
        };
        let builtin = schema::builtin(type_name).is_some();
        // A define body declares built-in resources only: an instance it
        // declared, or a class, would run later or elsewhere.
        if self.in_body && !builtin {
            return false;
        }
        if type_name.eq_ignore_ascii_case("class") {
            // Metaparameters (`stage`, `require`, `noop`…) reach the
            // class's resources only when the catalog is finished.
            let metaparams = resource.bodies.iter().flat_map(|b| &b.ops).any(|op| {
                schema::METAPARAMS.contains(&op.name.as_str())
                    || op.name == "stage"
                    || op.name == "*"
            });
            return matches!(resource.form, ResourceForm::Regular)
                && !metaparams
                && resource.bodies.iter().all(|b| self.named_classes(&b.title))
                && bodies_plain(self);
        }
        let plain = matches!(resource.form, ResourceForm::Regular | ResourceForm::Virtual)
            && bodies_plain(self);
        if builtin || !plain {
            return plain;
        }
        // A define instance, whose body the extension runs where the
        // generator loop would (see `define_bodies`); metaparameters reach
        // the body's resources only when the catalog is finished.
        let metaparams = resource
            .bodies
            .iter()
            .flat_map(|b| &b.ops)
            .any(|op| schema::METAPARAMS.contains(&op.name.as_str()) || op.name == "*");
        !metaparams && self.define(type_name)
    }

    /// Whether the body of define `name`, its parameter defaults and
    /// types are plain for a body (see `in_body`).
    fn define(&mut self, name: &str) -> bool {
        let name = name.trim_start_matches("::").to_lowercase();
        if !self.defines.insert(name.clone()) {
            return true;
        }
        let Ok(Some(def)) = self.compiler.find_define(&name) else {
            return false;
        };
        let was = std::mem::replace(&mut self.in_body, true);
        let plain = def.params.iter().all(|p| {
            p.default.as_ref().is_none_or(|d| self.expr(d))
                && p.type_expr.as_ref().is_none_or(|t| self.expr(t))
        }) && self.all(&def.body);
        self.in_body = was;
        plain
    }

    /// Whether variable `name` is unqualified, or of a class evaluated
    /// among the first `classes` (or never): read where the input or a
    /// body runs, it has its value there.
    fn class_evaluated_before(&self, name: &str, classes: usize) -> bool {
        let Some((class, _)) = name.trim_start_matches("::").rsplit_once("::") else {
            return true;
        };
        let class = class.to_lowercase();
        let evaluated = &self.compiler.catalog.classes;
        evaluated
            .iter()
            .position(|c| *c == class)
            .is_none_or(|at| at < classes)
    }

    /// Literal class names (a string or an array of them), each plain.
    fn named_classes(&mut self, names: &Expr) -> bool {
        match &names.kind {
            ExprKind::Str(name) | ExprKind::BareWord(name) => self.class(name),
            ExprKind::Array(items) => items.iter().all(|i| self.named_classes(i)),
            _ => false,
        }
    }

    /// Whether declaring class `name` runs only plain code: its body,
    /// parameter defaults and types, and its parents'. A class already
    /// declared is not evaluated again.
    fn class(&mut self, name: &str) -> bool {
        let name = name.trim_start_matches("::").to_lowercase();
        if !self.classes.insert(name.clone()) {
            return true;
        }
        if self.compiler.catalog.find("Class", &name).is_some() {
            // Declared already: declaring it again runs nothing, unless
            // it was declared after the top scope (then this would be
            // where it runs).
            let classes = &self.compiler.catalog.classes;
            let at = classes.iter().position(|c| *c == name);
            return self.after_top.is_none()
                || at.is_some_and(|at| at < self.compiler.top_scope_end.classes);
        }
        let Ok(Some(def)) = self.compiler.find_class(&name) else {
            // Unknown or failing to load: the compile words the error.
            return false;
        };
        if let Some(after_top) = &mut self.after_top {
            after_top.classes.push(name);
        }
        let was = std::mem::replace(&mut self.in_class, true);
        let plain = def.params.iter().all(|p| {
            p.default.as_ref().is_none_or(|d| self.expr(d))
                && p.type_expr.as_ref().is_none_or(|t| self.expr(t))
        }) && self.all(&def.body)
            && def.parent.as_ref().is_none_or(|parent| self.class(parent));
        self.in_class = was;
        plain
    }

    fn query(&mut self, query: &Query) -> bool {
        match query {
            Query::Eq(_, value) | Query::Ne(_, value) => self.expr(value),
            Query::Computed { key, value, .. } => self.expr(key) && self.expr(value),
            Query::And(l, r) | Query::Or(l, r) => self.query(l) && self.query(r),
        }
    }
}

/// The variables an assignment's target names.
fn assigned_names(target: &Expr, names: &mut Vec<String>) {
    match &target.kind {
        ExprKind::Variable(name) => names.push(name.trim_start_matches("::").to_string()),
        ExprKind::Array(items) => items.iter().for_each(|i| assigned_names(i, names)),
        _ => {}
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
