//! The static checks Puppet's validator makes after parsing.
//!
//! Puppet rejects some programs that parse: definitions nested where they
//! cannot live, the removed `+=`/`-=`, node inheritance, a second `*` in a
//! body, values produced and then forgotten, and names that break its
//! naming rules. Messages follow Puppet's own wording so users can search
//! for them.

mod names;
use names::conforming_variable;
mod placement;
pub(super) use placement::NOT_TOP_LEVEL;
pub use placement::check_module_file;

use super::ast::*;
use super::span::{Diagnostic, Span};

/// Checks a parsed program; the first problem found is returned.
pub fn validate(program: &[Expr]) -> Result<(), Diagnostic> {
    let mut v = Validator { errors: Vec::new() };
    v.forgotten_values(program);
    // Statements are checked independently, so a large program's second
    // half is checked on another thread.
    let (first, second) = balanced_halves(program);
    if second.is_empty() {
        v.statements(first, Container::Program);
    } else {
        let later = std::thread::scope(|scope| {
            let later = scope.spawn(|| {
                let mut w = Validator { errors: Vec::new() };
                w.statements(second, Container::Program);
                w.errors
            });
            v.statements(first, Container::Program);
            later.join()
        });
        match later {
            Ok(errors) => v.errors.extend(errors),
            Err(panic) => std::panic::resume_unwind(panic),
        }
    }
    let further = v.errors.len().saturating_sub(1);
    match v
        .errors
        .into_iter()
        .min_by_key(|d| (d.span.file, d.span.start))
    {
        Some(first) => Err(Diagnostic { further, ..first }),
        None => Ok(()),
    }
}

/// Below this much source a second thread costs more than it saves.
const MIN_PARALLEL_BYTES: u32 = 256 * 1024;

/// The program split where about half its text is on each side, or all
/// of it first when it is small.
fn balanced_halves(program: &[Expr]) -> (&[Expr], &[Expr]) {
    let size = |e: &Expr| e.span.end.saturating_sub(e.span.start);
    let total: u32 = program.iter().map(size).sum();
    if total < MIN_PARALLEL_BYTES {
        return (program, &[]);
    }
    let mut seen = 0;
    let middle = program
        .iter()
        .position(|e| {
            seen += size(e);
            seen >= total / 2
        })
        .map_or(program.len(), |i| i + 1);
    program.split_at(middle)
}

/// What a block belongs to, for the top-level checks.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Container {
    Program,
    Class,
    Other,
}

struct Validator {
    errors: Vec<Diagnostic>,
}

/// The name Puppet's label provider gives an expression.
pub fn label(expr: &Expr) -> String {
    use ExprKind::*;
    match &expr.kind {
        Undef => "'undef' expression".into(),
        Default => "'default' expression".into(),
        Bool(_) => "Boolean".into(),
        // A negative literal was written with a unary minus.
        Integer(n) if *n < 0 => "Unary Minus".into(),
        Float(f) if *f < 0.0 => "Unary Minus".into(),
        Integer(_) => "Literal Integer".into(),
        Float(_) => "Literal Float".into(),
        Str(_) => "String".into(),
        Interpolated(_) => "Double Quoted String".into(),
        Regex(_) => "Regular Expression".into(),
        Variable(_) => "Variable".into(),
        BareWord(_) => "Name".into(),
        TypeRef(_) => "Type-Name".into(),
        Array(_) => "Array Expression".into(),
        Hash(_) => "Hash Expression".into(),
        Access(..) => "'[]' expression".into(),
        Unary(UnaryOp::Not, _) => "'not' expression".into(),
        Unary(UnaryOp::Neg, _) => "Unary Minus".into(),
        Unary(UnaryOp::Splat, _) => "Unfold".into(),
        Binary(op, ..) => format!("'{}' expression", binary_text(*op)),
        Assign(op, ..) => format!(
            "'{}' expression",
            match op {
                AssignOp::Assign => "=",
                AssignOp::Append => "+=",
                AssignOp::Delete => "-=",
            }
        ),
        Chain(op, ..) => format!(
            "'{}' expression",
            match op {
                ChainOp::Before => "->",
                ChainOp::Notify => "~>",
                ChainOp::After => "<-",
                ChainOp::NotifiedBy => "<~",
            }
        ),
        If(..) => "'if' statement".into(),
        Unless(..) => "'unless' Statement".into(),
        Case(..) => "'case' statement".into(),
        Selector(..) => "Selector Expression".into(),
        Call(_) => "Function Call".into(),
        MethodCall(..) => "Method call".into(),
        Resource(_) => "Resource Statement".into(),
        ResourceDefaults(..) => "Resource Defaults Expression".into(),
        ResourceOverride(..) => "Resource Override".into(),
        Collector(c) => if c.exported {
            "Exported Query"
        } else {
            "Virtual Query"
        }
        .into(),
        ClassDef(_) => "Host Class Definition".into(),
        DefineDef(_) => "'define' expression".into(),
        NodeDef(_) => "Node Definition".into(),
        FunctionDef(_) => "Function Definition".into(),
        TypeAlias(..) => "Type Alias".into(),
        Paren(_) => "Parenthesized Expression".into(),
        Lambda(_) => "Lambda".into(),
    }
}

fn binary_text(op: BinaryOp) -> &'static str {
    use BinaryOp::*;
    match op {
        Or => "or",
        And => "and",
        Lt => "<",
        Le => "<=",
        Gt => ">",
        Ge => ">=",
        Eq => "==",
        Ne => "!=",
        Shl => "<<",
        Shr => ">>",
        Add => "+",
        Sub => "-",
        Mul => "*",
        Div => "/",
        Mod => "%",
        Match => "=~",
        NotMatch => "!~",
        In => "in",
    }
}

/// Whether evaluating the expression can have no effect but its value.
pub fn idem(expr: &Expr) -> bool {
    use ExprKind::*;
    match &expr.kind {
        Undef | Default | Bool(_) | Integer(_) | Float(_) | Str(_) | Interpolated(_) | Regex(_)
        | Variable(_) | BareWord(_) | TypeRef(_) => true,
        Array(_) | Hash(_) | Access(..) | Unary(..) | Selector(..) => true,
        Binary(BinaryOp::Match | BinaryOp::NotMatch, ..) => false,
        Binary(..) => true,
        Paren(inner) => idem(inner),
        If(cond, then, otherwise) | Unless(cond, then, otherwise) => {
            idem(cond)
                && then.iter().all(idem)
                && otherwise.as_ref().is_none_or(|b| b.iter().all(idem))
        }
        Case(subject, options) => {
            idem(subject)
                && options
                    .iter()
                    .all(|o| o.values.iter().all(idem) && o.body.iter().all(idem))
        }
        _ => false,
    }
}

fn is_definition(expr: &Expr) -> bool {
    matches!(
        expr.kind,
        ExprKind::ClassDef(_)
            | ExprKind::DefineDef(_)
            | ExprKind::NodeDef(_)
            | ExprKind::FunctionDef(_)
            | ExprKind::TypeAlias(..)
    )
}

impl Validator {
    fn error(&mut self, span: Span, message: impl Into<String>) {
        self.errors.push(Diagnostic::new(span, message));
    }

    fn block(&mut self, statements: &[Expr], container: Container) {
        self.forgotten_values(statements);
        self.statements(statements, container);
    }

    /// A value produced and dropped before the block's last statement.
    fn forgotten_values(&mut self, statements: &[Expr]) {
        if let Some((_, init)) = statements.split_last()
            && let Some(forgotten) = init.iter().find(|s| idem(s))
        {
            let message = format!(
                "This {} has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form)",
                label(forgotten)
            );
            self.error(forgotten.span, message);
        }
    }

    fn statements(&mut self, statements: &[Expr], container: Container) {
        for statement in statements {
            self.definition_place(statement, container);
            self.expr(statement);
        }
    }

    fn definition_place(&mut self, statement: &Expr, container: Container) {
        if !is_definition(statement) {
            return;
        }
        let absolute = matches!(
            statement.kind,
            ExprKind::FunctionDef(_) | ExprKind::TypeAlias(..)
        );
        match container {
            Container::Program => {}
            Container::Class if !absolute => {}
            Container::Class => self.error(
                statement.span,
                format!("A {} may only appear at toplevel", label(statement)),
            ),
            Container::Other => self.error(statement.span, NOT_TOP_LEVEL),
        }
    }

    fn nested(&mut self, statements: &[Expr]) {
        self.block(statements, Container::Other);
    }

    fn rvalue(&mut self, expr: &Expr) {
        if matches!(expr.kind, ExprKind::Collector(_)) || is_definition(expr) {
            self.error(
                expr.span,
                format!(
                    "Invalid use of expression. {} does not produce a value",
                    a_an_uc(&label(expr))
                ),
            );
        }
        self.expr(expr);
    }

    fn expr(&mut self, expr: &Expr) {
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.expr_inner(expr))
    }

    fn expr_inner(&mut self, expr: &Expr) {
        use ExprKind::*;
        match &expr.kind {
            Undef | Default | Bool(_) | Float(_) | Str(_) | Regex(_) | BareWord(_) => {}
            Integer(_) => {}
            TypeRef(name) => self.type_name(expr.span, name),
            Variable(name) => self.variable_name(expr.span, name),
            Interpolated(parts) => {
                for part in parts {
                    if let StrPart::Expr(e) = part {
                        self.rvalue(e);
                    }
                }
            }
            Array(items) => items.iter().for_each(|e| self.rvalue(e)),
            Hash(entries) => {
                for (k, v) in entries {
                    self.rvalue(k);
                    self.rvalue(v);
                }
            }
            Access(target, keys) => {
                if keys.is_empty() {
                    // Puppet points at the `]`, which ends the access
                    // (`[]` is written on one line).
                    let close = expr.span.end.saturating_sub(1).max(expr.span.start);
                    let at = Span {
                        start: close,
                        column: expr.span.column + (close - expr.span.start),
                        ..expr.span
                    };
                    self.error(at, "Syntax error at ']'");
                }
                self.rvalue(target);
                keys.iter().for_each(|k| self.rvalue(k));
            }
            Unary(_, e) | Paren(e) => self.rvalue(e),
            Binary(_, l, r) => {
                self.rvalue(l);
                self.rvalue(r);
            }
            Assign(op, target, value) => {
                match op {
                    AssignOp::Assign => self.assignable(target),
                    AssignOp::Append | AssignOp::Delete => {
                        let text = if *op == AssignOp::Append { "+=" } else { "-=" };
                        self.error(expr.span, format!("The operator '{text}' is no longer supported. See http://links.puppet.com/remove-plus-equals"));
                    }
                }
                self.rvalue(value);
            }
            Chain(_, l, r) => {
                self.expr(l);
                self.expr(r);
            }
            If(cond, then, otherwise) | Unless(cond, then, otherwise) => {
                self.rvalue(cond);
                self.nested(then);
                if let Some(b) = otherwise {
                    self.nested(b);
                }
            }
            Case(subject, options) => {
                self.rvalue(subject);
                let mut seen_default = false;
                for option in options {
                    for value in &option.values {
                        if matches!(value.kind, Default) {
                            if seen_default {
                                self.error(value.span, "This 'case' statement already has a 'default' entry - this is a duplicate");
                            }
                            seen_default = true;
                        }
                        self.rvalue(value);
                    }
                    self.nested(&option.body);
                }
            }
            Selector(subject, options) => {
                self.rvalue(subject);
                let defaults: Vec<&Expr> = options
                    .iter()
                    .map(|(k, _)| k)
                    .filter(|k| matches!(k.kind, Default))
                    .collect();
                if defaults.len() > 1 {
                    self.error(defaults[1].span, "This Selector Expression already has a 'default' entry - this is a duplicate");
                }
                for (k, v) in options {
                    self.rvalue(k);
                    self.rvalue(v);
                }
            }
            Call(call) => {
                // A name with a segment led by `_` is a WORD to Puppet's
                // lexer: a string, which cannot be called.
                if call.parenthesized
                    && call.name != EPP_RENDER
                    && call.name.split("::").any(|s| s.starts_with('_'))
                {
                    self.error(expr.span, "Illegal expression. A String is unacceptable as function name in a Function Call");
                }
                self.call(call)
            }
            MethodCall(target, call) => {
                self.rvalue(target);
                self.call(call);
            }
            Resource(resource) => {
                if resource.form != ResourceForm::Regular
                    && matches!(&resource.type_expr.kind, BareWord(w) if w == "class")
                {
                    self.error(expr.span, "Classes are not virtualizable");
                }
                self.rvalue(&resource.type_expr);
                for body in &resource.bodies {
                    self.rvalue(&body.title);
                    self.attribute_ops(&body.ops, "a Resource Instance Definition", true);
                }
            }
            ResourceDefaults(target, ops) => {
                self.rvalue(target);
                self.attribute_ops(ops, "a Resource Defaults Expression", false);
            }
            ResourceOverride(target, ops) => {
                self.rvalue(target);
                self.attribute_ops(ops, "", false);
            }
            Collector(collector) => {
                if let Some(query) = &collector.query {
                    self.query(query);
                }
                self.attribute_ops(&collector.ops, "", false);
            }
            ClassDef(def) | DefineDef(def) | FunctionDef(def) => self.definition(expr, def),
            NodeDef(node) => {
                if let Some(parent) = &node.parent {
                    self.error(parent.span, "Node inheritance is not supported in Puppet >= 4.0.0. See http://links.puppet.com/puppet-node-inheritance-deprecation");
                }
                for name in &node.names {
                    self.hostname(name);
                }
                self.no_value_last(&node.body, "A Node Definition");
                self.nested(&node.body);
            }
            TypeAlias(name, target) => {
                // CLASSREF_EXT_DECL: no leading `::` (the parser refuses
                // that one, located at the name).
                self.type_name(expr.span, name);
                self.rvalue(target);
            }
            Lambda(lambda) => self.lambda(lambda),
        }
    }

    fn call(&mut self, call: &Call) {
        // Puppet does not require function arguments to be values: a
        // collector may be passed (`notice(User <| |>)` validates).
        call.args.iter().for_each(|a| self.expr(a));
        if let Some(lambda) = &call.lambda {
            self.lambda(lambda);
        }
    }

    fn lambda(&mut self, lambda: &Lambda) {
        self.parameters(&lambda.params, RestRule::Lambda);
        self.nested(&lambda.body);
    }

    fn query(&mut self, query: &Query) {
        match query {
            Query::Eq(_, v) | Query::Ne(_, v) => self.rvalue(v),
            Query::Computed { key, value, .. } => {
                self.rvalue(key);
                self.rvalue(value);
            }
            Query::And(l, r) | Query::Or(l, r) => {
                self.query(l);
                self.query(r);
            }
        }
    }

    /// `+>` is only for amendments and collectors (`append_context` empty).
    fn attribute_ops(&mut self, ops: &[AttributeOp], append_context: &str, one_splat: bool) {
        let mut splats = 0;
        for op in ops {
            if op.append && !append_context.is_empty() {
                self.error(op.span, format!("Illegal +> operation on attribute {}. This operator can not be used in {append_context}", op.name));
            }
            if op.name == "*" {
                splats += 1;
                if one_splat && splats == 2 {
                    self.error(
                        op.span,
                        "Unfolding of attributes from Hash can only be used once per resource body",
                    );
                }
            }
            self.rvalue(&op.value);
        }
    }

    fn assignable(&mut self, target: &Expr) {
        match &target.kind {
            ExprKind::Variable(name) => {
                if name.chars().all(|c| c.is_ascii_digit())
                    && (name == "0" || !name.starts_with('0'))
                {
                    self.error(target.span, format!("Illegal attempt to assign to the numeric match result variable '${name}'. Numeric variables are not assignable"));
                } else if name.contains("::") {
                    self.error(target.span, format!("Illegal attempt to assign to '{name}'. Cannot assign to variables in other namespaces"));
                } else {
                    self.variable_name(target.span, name);
                }
            }
            ExprKind::Array(items) => items.iter().for_each(|i| self.assignable(i)),
            ExprKind::Access(..) => self.error(
                target.span,
                "Illegal attempt to assign via [index/key]. Not an assignable reference",
            ),
            _ => self.error(
                target.span,
                format!(
                    "Illegal attempt to assign to '{}'. Not an assignable reference",
                    a_an(&label(target))
                ),
            ),
        }
    }

    fn definition(&mut self, expr: &Expr, def: &Definition) {
        // Puppet's lexer reads a name that starts with a digit as a number.
        if def.name.starts_with(|c: char| c.is_ascii_digit()) {
            let message = super::forms::malformed_number(&def.name)
                .unwrap_or_else(|| format!("Illegal number '{}'", def.name));
            self.error(def.name_span, message);
            return;
        }
        // Puppet's CLASSREF_DECL: `[a-z]\w*` segments (capitals allowed
        // after the first letter), no leading `::`.
        let valid = def.name.split("::").all(|seg| {
            let mut chars = seg.chars();
            chars.next().is_some_and(|c| c.is_ascii_lowercase())
                && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        });
        if !valid {
            self.error(
                expr.span,
                format!(
                    "Unacceptable name. The name '{}' is unacceptable as the name of {}",
                    def.name,
                    a_an(&label(expr))
                ),
            );
        }
        if RESERVED_TYPE_NAMES.contains(&def.name.as_str()) {
            self.error(expr.span, format!("The name: '{}' is already defined by Puppet and can not be used as the name of {}.", def.name, a_an(&label(expr))));
        }
        let is_class_or_define =
            matches!(expr.kind, ExprKind::ClassDef(_) | ExprKind::DefineDef(_));
        if is_class_or_define {
            let reserved = ["title", "name"];
            for p in &def.params {
                if reserved.contains(&p.name.as_str()) {
                    let what = if matches!(expr.kind, ExprKind::ClassDef(_)) {
                        "Host Class Definition"
                    } else {
                        "'define' expression"
                    };
                    self.error(
                        p.span,
                        format!(
                            "The parameter ${} redefines a built in parameter in the {what}",
                            p.name
                        ),
                    );
                }
            }
        }
        let rest_refused = match expr.kind {
            ExprKind::ClassDef(_) => Some("a Host Class Definition"),
            ExprKind::DefineDef(_) => Some("a 'define' expression"),
            _ => None,
        };
        self.parameters(&def.params, RestRule::Definition(rest_refused));
        if let Some(ret) = &def.return_type {
            self.rvalue(ret);
        }
        let container = if matches!(expr.kind, ExprKind::ClassDef(_)) {
            Container::Class
        } else {
            Container::Other
        };
        match expr.kind {
            ExprKind::ClassDef(_) => self.no_value_last(&def.body, "A Host Class Definition"),
            ExprKind::DefineDef(_) => self.no_value_last(&def.body, "A 'define' expression"),
            _ => {}
        }
        self.block(&def.body, container);
    }

    /// A class, define or node body may not end with a value that has no
    /// other effect.
    fn no_value_last(&mut self, body: &[Expr], container: &str) {
        if let Some(last) = body.last().filter(|last| idem(last)) {
            let message = format!(
                "This {} has no effect. {container} can not end with a value-producing expression without other effect",
                label(last)
            );
            self.error(last.span, message);
        }
    }

    /// A parameter's default may not assign (a lambda inside may).
    fn no_assignment(&mut self, expr: &Expr) {
        use ExprKind::*;
        match &expr.kind {
            Assign(..) => self.error(expr.span, "Assignment not allowed here"),
            Lambda(_) => {}
            Paren(e) | Unary(_, e) => self.no_assignment(e),
            Array(items) => items.iter().for_each(|e| self.no_assignment(e)),
            Hash(entries) => entries.iter().for_each(|(k, v)| {
                self.no_assignment(k);
                self.no_assignment(v);
            }),
            Access(target, keys) => {
                self.no_assignment(target);
                keys.iter().for_each(|e| self.no_assignment(e));
            }
            Binary(_, l, r) | Chain(_, l, r) => {
                self.no_assignment(l);
                self.no_assignment(r);
            }
            Call(call) => call.args.iter().for_each(|e| self.no_assignment(e)),
            MethodCall(target, call) => {
                self.no_assignment(target);
                call.args.iter().for_each(|e| self.no_assignment(e));
            }
            Selector(subject, options) => {
                self.no_assignment(subject);
                options.iter().for_each(|(k, v)| {
                    self.no_assignment(k);
                    self.no_assignment(v);
                });
            }
            Interpolated(parts) => parts.iter().for_each(|p| {
                if let StrPart::Expr(e) = p {
                    self.no_assignment(e);
                }
            }),
            _ => {}
        }
    }

    /// A node's name: a plain hostname of letters, digits, `_`, `-` and
    /// `.`, no interpolation (regexes, numbers and `default` pass).
    fn hostname(&mut self, name: &Expr) {
        match &name.kind {
            ExprKind::Str(host) | ExprKind::BareWord(host)
                if host
                    .chars()
                    .any(|c| !(c.is_ascii_alphanumeric() || c == '_' || c == '-' || c == '.')) =>
            {
                self.error(name.span, format!("The hostname '{host}' contains illegal characters (only letters, digits, '_', '-', and '.' are allowed)"));
            }
            ExprKind::Interpolated(parts) => {
                if let Some(StrPart::Expr(e)) = parts.iter().find(|p| matches!(p, StrPart::Expr(_)))
                {
                    self.error(
                        e.span,
                        "An interpolated expression is not allowed in a hostname of a node",
                    );
                }
            }
            _ => {}
        }
    }

    fn parameters(&mut self, params: &[Parameter], rest_rule: RestRule) {
        let mut seen = std::collections::HashSet::new();
        for (i, p) in params.iter().enumerate() {
            if !seen.insert(p.name.as_str()) {
                self.error(
                    p.span,
                    format!(
                        "The parameter '{}' is declared more than once in the parameter list",
                        p.name
                    ),
                );
            }
            if p.name.chars().all(|c| c.is_ascii_digit()) {
                self.error(p.span, format!("The numeric parameter name '${}' cannot be used (clashes with numeric match result variables)", p.name));
            } else if p.name.contains("::") || p.name.starts_with(|c: char| c.is_ascii_digit()) {
                self.error(p.span, format!("Illegal parameter name. The given name '{}' does not conform to the naming rule /^[a-z_]\\w*$/", p.name));
            }
            // Only a lambda's rest parameter must be last (a function's
            // may stand anywhere); classes and defines have none.
            match rest_rule {
                RestRule::Lambda if p.captures_rest && i + 1 != params.len() => self.error(
                    p.span,
                    format!("Parameter ${} is not last, and has 'captures rest'", p.name),
                ),
                RestRule::Definition(Some(container)) if p.captures_rest => self.error(
                    p.span,
                    format!(
                        "Parameter ${} has 'captures rest' - not supported in {container}",
                        p.name
                    ),
                ),
                _ => {}
            }
            if let Some(t) = &p.type_expr {
                self.rvalue(t);
            }
            if let Some(d) = &p.default {
                self.no_assignment(d);
                self.rvalue(d);
            }
        }
    }

    fn type_name(&mut self, span: Span, name: &str) {
        // A leading `::` names the same type from the top (`::Php::Config`).
        let ok = name
            .strip_prefix("::")
            .unwrap_or(name)
            .split("::")
            .all(|seg| seg.chars().next().is_some_and(|c| c.is_ascii_uppercase()));
        if !ok {
            self.error(span, format!("Illegal type reference. The given name '{name}' does not conform to the naming rule"));
        }
    }

    fn variable_name(&mut self, span: Span, name: &str) {
        if name.starts_with(|c: char| c.is_ascii_digit())
            && !(name == "0"
                || (!name.starts_with('0') && name.chars().all(|c| c.is_ascii_digit())))
        {
            self.error(span, format!("Illegal numeric variable name, The given name '{name}' must be a decimal value if it starts with a digit 0-9"));
        } else if !name.starts_with(|c: char| c.is_ascii_digit()) && !conforming_variable(name) {
            self.error(span, format!("Illegal variable name, The given name '{name}' does not conform to the naming rule /^((::)?[a-z]\\w*)*((::)?[a-z_]\\w*)$/"));
        }
    }
}

/// Where a parameter list stands, for its captures-rest rule.
#[derive(Clone, Copy)]
enum RestRule {
    /// A lambda's (or an EPP template's): the rest parameter comes last.
    Lambda,
    /// A definition's: refused in the one named (a class or define).
    Definition(Option<&'static str>),
}

const RESERVED_TYPE_NAMES: &[&str] = &[
    "type",
    "any",
    "unit",
    "scalar",
    "boolean",
    "numeric",
    "integer",
    "float",
    "collection",
    "array",
    "hash",
    "tuple",
    "struct",
    "variant",
    "optional",
    "enum",
    "regexp",
    "pattern",
    "runtime",
    "init",
    "object",
    "sensitive",
    "semver",
    "semverrange",
    "string",
    "timestamp",
    "timespan",
    "typeset",
];

/// A label with Puppet's article: "an Integer", "a '+' expression".
pub fn a_an(label: &str) -> String {
    let first = label.trim_start_matches('\'').chars().next().unwrap_or('x');
    let article = if "aeiouAEIOU".contains(first) {
        "an"
    } else {
        "a"
    };
    format!("{article} {label}")
}

/// [`a_an`] capitalized, to start a sentence.
pub fn a_an_uc(label: &str) -> String {
    let s = a_an(label);
    let mut chars = s.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().collect::<String>() + chars.as_str())
        .unwrap_or_default()
}
