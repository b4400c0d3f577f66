//! Which REPL inputs the incremental path may take: "plain" statements.
//!
//! A plain statement declares resources of built-in types, sets
//! resource defaults, assigns, branches, runs collectors, realizes, and
//! calls functions `functions` allows (functions written in Puppet with
//! plain bodies too). It may also declare classes (`include x`,
//! `contain x`, `class { 'x': }`; `require x` in a class) whose bodies,
//! parameter defaults and parents are plain the same way:
//! a class body runs where it is declared, so in the compile the input
//! stands for it runs at the end of the top scope, as here. It may
//! declare define instances whose bodies are plain in a stricter sense:
//! they run later, in the generator loop (see `define_bodies`).

use rustc_hash::FxHashSet as HashSet;

use super::super::Compiler;
use super::functions::FunctionUse;
use crate::catalog::schema;
use crate::syntax::ast::{
    AssignOp, BinaryOp, Call, Definition, Expr, ExprKind, Lambda, Parameter, Query, ResourceExpr,
    ResourceForm, StrPart,
};

/// Whether every statement of `program` is plain, classes it declares
/// included (loading them as the compile would).
pub(super) fn is_plain_program(compiler: &mut Compiler, program: &[Expr]) -> bool {
    Plainness::new(compiler, false).all(program)
}

/// Whether `program` is plain and may run at the end of the top scope
/// although code ran after it: it declares resources of built-in types,
/// define instances with plain bodies and plain classes not declared
/// since, runs no exported collectors and reads no catalog (variables of
/// classes evaluated since are hidden from it as it runs), so that later
/// code could have seen it only by reading a variable it assigns (a
/// class's too), probing for a class it declares or a resource of a
/// type it declares, or declaring a resource its top-scope defaults reach
/// (`Compiler::later_code_looked_for` checks those once it ran).
pub(super) fn after_top_program(compiler: &mut Compiler, program: &[Expr]) -> bool {
    Plainness::new(compiler, true).all(program)
}

/// Whether a template's code (EPP), rendered by an input as it runs, is
/// plain where the input runs; it runs in a scope of its own.
pub(in crate::eval) fn is_plain_template(
    compiler: &mut Compiler,
    params: Option<&Lambda>,
    body: &[Expr],
    after_top: bool,
) -> bool {
    let mut check = Plainness::new(compiler, after_top);
    check.in_function = true;
    let params = params.map_or(&[][..], |l| &l.params[..]);
    check.params(params) && check.all(body)
}

/// Whether the body of define `name` is plain for a body (see `in_body`):
/// for instances declared as an input runs (`create_resources`).
pub(in crate::eval) fn is_plain_define(
    compiler: &mut Compiler,
    name: &str,
    after_top: bool,
) -> bool {
    Plainness::new(compiler, after_top).define(name)
}

struct Plainness<'c> {
    compiler: &'c mut Compiler,
    /// Classes checked or being checked (a class naming itself is
    /// plain as far as this goes).
    classes: HashSet<String>,
    /// Defines whose bodies were checked or are being checked.
    defines: HashSet<String>,
    /// Functions written in Puppet whose bodies were checked or are being
    /// checked.
    functions: HashSet<String>,
    /// Whether checking a define's body, which runs after the top scope
    /// (see `define_bodies`).
    in_body: bool,
    /// Whether checking a class's code, whose variables are its own.
    in_class: bool,
    /// Whether checking a function's or a template's code, whose variables
    /// are its own too, and which declares for no class.
    in_function: bool,
    /// Whether code ran after the top scope.
    after_top: bool,
}

impl<'c> Plainness<'c> {
    fn new(compiler: &'c mut Compiler, after_top: bool) -> Self {
        Plainness {
            compiler,
            classes: HashSet::default(),
            defines: HashSet::default(),
            functions: HashSet::default(),
            in_body: false,
            in_class: false,
            in_function: false,
            after_top,
        }
    }

    /// `plain_expr`, noting the innermost expression that is not plain
    /// (why the input recompiles, for `SPACESHIP_TIMINGS`).
    fn expr(&mut self, expr: &Expr) -> bool {
        let plain = self.plain_expr(expr);
        if !plain && self.compiler.recompile_reason.is_none() {
            let what = match &expr.kind {
                ExprKind::Call(call) => format!("a call of {}()", call.name),
                ExprKind::Resource(r) => match &r.type_expr.kind {
                    ExprKind::BareWord(word) | ExprKind::TypeRef(word) => {
                        format!("a declaration of {word}")
                    }
                    _ => "a declaration".to_string(),
                },
                ExprKind::Collector(_) => "a collector".to_string(),
                ExprKind::Variable(name) => format!("${name}"),
                _ => "an expression".to_string(),
            };
            let at = self.compiler.at(expr.span);
            self.compiler.recompile_reason = Some(format!("{what} {at} is not plain"));
        }
        plain
    }

    fn plain_expr(&mut self, expr: &Expr) -> bool {
        use ExprKind::*;
        let in_body = self.in_body;
        if in_body {
            match &expr.kind {
                // `contain` passes the instance's tags to what it contains
                // when the compile ends.
                Call(call) if matches!(call.name.as_str(), "realize" | "contain") => return false,
                // Of a class evaluated before the body runs, a no-op (or a
                // `require` for the instance); the run's guard refuses any
                // other class (see `prepare_class`).
                Call(call) if matches!(call.name.as_str(), "include" | "require") => {
                    return call.lambda.is_none() && self.all(&call.args);
                }
                ResourceOverride(..) => return false,
                Variable(name)
                    if !self.class_evaluated_before(name, self.compiler.define_mark.classes) =>
                {
                    return false;
                }
                _ => {}
            }
        }
        // Top-scope defaults reach what later code declared (the run's
        // check tells whether it declared any of their type); a collector
        // runs before later code's (`collect_new` checks that order does
        // not matter), but exported ones reach other nodes' resources: in
        // a body or after the top scope, one that runs refuses the input
        // (`register_collector`), one in a branch not taken does not.
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
            // A match sets `$0`... in the scope it runs in: the top scope's
            // would reach later inputs, a body's or function's stays there.
            Binary(BinaryOp::Match | BinaryOp::NotMatch, l, r) => {
                (self.in_body || self.in_class || self.in_function) && self.expr(l) && self.expr(r)
            }
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
            Call(call) if call.name == "include" || call.name == "contain" => {
                call.lambda.is_none() && call.args.iter().all(|a| self.named_classes(a))
            }
            // `require` adds to the declaring class's resource, which only
            // the class a program declares is new.
            Call(call) if call.name == "require" => {
                self.in_class
                    && !self.in_function
                    && call.lambda.is_none()
                    && call.args.iter().all(|a| self.named_classes(a))
            }
            // Realizing runs at once when the target is declared already;
            // the extension checks that it was, and was of a built-in type.
            Call(call) if call.name == "realize" && call.lambda.is_none() => self.all(&call.args),
            // Tags the scope's resource: a class or define instance the
            // input declared, or at the top scope `Class[main]`, whose new
            // tags the extension passes on (`tag_top_scope_resources`). A
            // function's or template's scope tags what called it.
            Call(call) if call.name == "tag" => {
                !self.in_function && call.lambda.is_none() && self.all(&call.args)
            }
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
            // Relationships apply as the input's compile ends (see
            // `earlier_relationship_sources`).
            Chain(_, left, right) => self.expr(left) && self.expr(right),
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

    /// Whether parameters' defaults and types are plain.
    fn params(&mut self, params: &[Parameter]) -> bool {
        params.iter().all(|p| {
            p.default.as_ref().is_none_or(|d| self.expr(d))
                && p.type_expr.as_ref().is_none_or(|t| self.expr(t))
        })
    }

    fn call(&mut self, call: &Call) -> bool {
        let lambda_plain = |this: &mut Self| {
            call.lambda
                .as_ref()
                .is_none_or(|lambda| this.params(&lambda.params) && this.all(&lambda.body))
        };
        // `call('f', ...)` is as plain as `f(...)`.
        let name = match (call.name.as_str(), call.args.first()) {
            ("call", Some(first)) => match &first.kind {
                ExprKind::Str(name) if name != "call" => name.as_str(),
                _ => return false,
            },
            (name, _) => name,
        };
        let usable = match self.compiler.function_use(name) {
            FunctionUse::Pure => true,
            // Define bodies run later: the run guard refuses their reads
            // of classes evaluated past where they run, and what
            // `defined()` finds there that was not declared yet.
            FunctionUse::ReadsScope => true,
            FunctionUse::ReadsCatalog if self.in_body => name == "defined",
            FunctionUse::ReadsCatalog => !self.after_top,
            // In a body, what `ensure_resource` finds is checked as it
            // runs (`check_body_sees_resource`), and what it declares is
            // the body's.
            FunctionUse::Declares { reads_catalog } => {
                self.in_body || !(reads_catalog && self.after_top)
            }
            FunctionUse::Puppet(def) => self.function(name, &def),
            // Refused as it runs, if it does (`refused_as_called`): many
            // sit in branches not taken (apache's `deprecation()`).
            FunctionUse::Other => call.name != "call" && self.compiler.refused_as_called(name),
        };
        usable && self.all(&call.args) && lambda_plain(self)
    }

    /// Whether the body of function `name` written in Puppet, its
    /// parameter defaults and types are plain; its variables are its own.
    fn function(&mut self, name: &str, def: &Definition) -> bool {
        if !self
            .functions
            .insert(name.trim_start_matches("::").to_lowercase())
        {
            return true;
        }
        let was = std::mem::replace(&mut self.in_function, true);
        let plain = self.params(&def.params)
            && def.return_type.as_ref().is_none_or(|t| self.expr(t))
            && self.all(&def.body);
        self.in_function = was;
        plain
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
        // Types written in Ruby are compiled like built-in ones (finished
        // as the compile's end finishes them), unless a define takes the
        // name.
        let builtin = schema::builtin(type_name).is_some() || self.ruby_typed(type_name);
        // A define body declares no class: it would run elsewhere. An
        // instance it declares runs in the generator loop's next pass.
        if self.in_body && type_name.eq_ignore_ascii_case("class") {
            return false;
        }
        if type_name.eq_ignore_ascii_case("class") {
            // A stage moves the class out of `Stage[main]`, and a splat
            // may hold one.
            let metaparams = resource
                .bodies
                .iter()
                .flat_map(|b| &b.ops)
                .any(|op| op.name == "stage" || op.name == "*");
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
        // generator loop would (see `define_bodies`).
        self.define(type_name)
    }

    /// Whether `name` is a resource type written in Ruby, not a define.
    fn ruby_typed(&mut self, name: &str) -> bool {
        let lower = name.trim_start_matches("::").to_lowercase();
        matches!(self.compiler.find_define(&lower), Ok(None))
            && matches!(
                self.compiler.ruby_type(&lower, Default::default()),
                Ok(Some(_))
            )
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
        let plain = self.params(&def.params) && self.all(&def.body);
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
            return !self.after_top
                || at.is_some_and(|at| at < self.compiler.top_scope_end.classes);
        }
        let Ok(Some(def)) = self.compiler.find_class(&name) else {
            // Unknown or failing to load: the compile words the error.
            return false;
        };
        let was = std::mem::replace(&mut self.in_class, true);
        let plain = self.params(&def.params)
            && self.all(&def.body)
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
