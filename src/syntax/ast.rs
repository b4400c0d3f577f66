//! The abstract syntax tree of a Puppet manifest.
//!
//! Every expression carries the [`Span`] of the text it came from, so any
//! later layer can point at the source. The tree knows nothing of
//! evaluation; it is what the source says, after the builder has resolved
//! operator precedence and the forms Puppet distinguishes by context.

// Definitions and lambdas are shared by the evaluator; `Arc` lets a tree
// parsed on another thread be handed over.
use std::sync::Arc;

use serde_json::{Value as Json, json};

use super::span::Span;

/// An expression and where it stands in the source.
#[derive(Debug, Clone, PartialEq)]
pub struct Expr {
    /// What the expression is.
    pub kind: ExprKind,
    /// Where it is.
    pub span: Span,
}

/// A block of statements, as in a class body or an `if` branch.
pub type Block = Vec<Expr>;

/// The kinds of expression Puppet has.
#[derive(Debug, Clone, PartialEq)]
pub enum ExprKind {
    /// `undef`.
    Undef,
    /// `default`.
    Default,
    /// `true` or `false`.
    Bool(bool),
    /// An integer literal (decimal, hex or octal).
    Integer(i64),
    /// A floating point literal.
    Float(f64),
    /// A string without interpolation.
    Str(String),
    /// A double-quoted string with interpolated parts.
    Interpolated(Vec<StrPart>),
    /// `/regex/`.
    Regex(String),
    /// `$name`.
    Variable(String),
    /// A bare word such as `present` or `apache::mod`.
    BareWord(String),
    /// A capitalized type name such as `File` or `Concat::Fragment`.
    TypeRef(String),
    /// `[a, b]`.
    Array(Vec<Expr>),
    /// `{ k => v }`, in source order.
    Hash(Vec<(Expr, Expr)>),
    /// `x[a, b]`.
    Access(Box<Expr>, Vec<Expr>),
    /// `!x`, `-x`, `*x`.
    Unary(UnaryOp, Box<Expr>),
    /// Binary operators other than assignment and chaining.
    Binary(BinaryOp, Box<Expr>, Box<Expr>),
    /// `$x = v`, `[$a, $b] = v`, and the removed `+=`/`-=`.
    Assign(AssignOp, Box<Expr>, Box<Expr>),
    /// `a -> b`, `a ~> b`, `a <- b`, `a <~ b`.
    Chain(ChainOp, Box<Expr>, Box<Expr>),
    /// `if` (and `elsif`, nested in `else`).
    If(Box<Expr>, Block, Option<Box<Block>>),
    /// `unless`.
    Unless(Box<Expr>, Block, Option<Box<Block>>),
    /// `case x { ... }`.
    Case(Box<Expr>, Vec<CaseOption>),
    /// `x ? { a => b }`.
    Selector(Box<Expr>, Vec<(Expr, Expr)>),
    /// `f(args) |x| { }`, or `include x` without parentheses.
    Call(Box<Call>),
    /// `x.f(args) |y| { }`.
    MethodCall(Box<Expr>, Box<Call>),
    /// A resource declaration with one or more bodies.
    Resource(Box<ResourceExpr>),
    /// `File { attr => v }`.
    ResourceDefaults(Box<Expr>, Vec<AttributeOp>),
    /// `File['x'] { attr => v }`.
    ResourceOverride(Box<Expr>, Vec<AttributeOp>),
    /// `Type <| query |>` or `Type <<| query |>>`, with optional overrides.
    Collector(Box<Collector>),
    /// `class name (...) inherits p { }`.
    ClassDef(Arc<Definition>),
    /// `define name (...) { }`.
    DefineDef(Arc<Definition>),
    /// `node a, /b/ { }`.
    NodeDef(Arc<NodeDef>),
    /// `function name (...) >> T { }`.
    FunctionDef(Arc<Definition>),
    /// `type Name = T`.
    TypeAlias(String, Box<Expr>),
    /// `(x)`: kept so the validator can tell grouping apart.
    Paren(Box<Expr>),
    /// A lambda, which only appears as the block of a call.
    Lambda(Arc<Lambda>),
}

/// A part of a double-quoted string.
#[derive(Debug, Clone, PartialEq)]
pub enum StrPart {
    /// Literal text, escapes already applied.
    Text(String),
    /// `$x` or `${expr}`.
    Expr(Expr),
}

/// `!`, unary `-`, and the `*` splat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnaryOp {
    Not,
    Neg,
    Splat,
}

/// Binary operators, from `or` up to `in`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinaryOp {
    Or,
    And,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    Shl,
    Shr,
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Match,
    NotMatch,
    In,
}

/// `=`, and the `+=`/`-=` that Puppet 4 removed (kept for the error).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AssignOp {
    Assign,
    Append,
    Delete,
}

/// The four relationship arrows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChainOp {
    /// `->`: left before right.
    Before,
    /// `~>`: left notifies right.
    Notify,
    /// `<-`: right before left.
    After,
    /// `<~`: right notifies left.
    NotifiedBy,
}

/// A `case` option: its values and its block.
#[derive(Debug, Clone, PartialEq)]
pub struct CaseOption {
    pub values: Vec<Expr>,
    pub body: Block,
    pub span: Span,
}

/// A function call, with or without parentheses.
#[derive(Debug, Clone, PartialEq)]
pub struct Call {
    pub name: String,
    pub args: Vec<Expr>,
    pub lambda: Option<Arc<Lambda>>,
    /// Whether the call was written with parentheses.
    pub parenthesized: bool,
}

/// A lambda `|params| { body }`.
#[derive(Debug, Clone, PartialEq)]
pub struct Lambda {
    pub params: Vec<Parameter>,
    pub body: Block,
    pub span: Span,
}

/// How a resource is declared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResourceForm {
    Regular,
    /// `@type { }`.
    Virtual,
    /// `@@type { }`.
    Exported,
}

/// `type { title: attrs; ... }`.
#[derive(Debug, Clone, PartialEq)]
pub struct ResourceExpr {
    pub form: ResourceForm,
    /// A bare word, type reference or `Resource[...]` access.
    pub type_expr: Box<Expr>,
    pub bodies: Vec<ResourceBody>,
}

/// One `title: attrs` body.
#[derive(Debug, Clone, PartialEq)]
pub struct ResourceBody {
    pub title: Expr,
    pub ops: Vec<AttributeOp>,
    pub span: Span,
}

/// `name => value`, `name +> value` or `* => hash`.
#[derive(Debug, Clone, PartialEq)]
pub struct AttributeOp {
    /// The attribute name; `*` for a splat.
    pub name: String,
    /// `+>` rather than `=>`.
    pub append: bool,
    pub value: Expr,
    pub span: Span,
}

/// A collector and its optional override block.
#[derive(Debug, Clone, PartialEq)]
pub struct Collector {
    pub type_name: String,
    pub exported: bool,
    pub query: Option<Query>,
    pub ops: Vec<AttributeOp>,
}

/// A collector's search expression.
#[derive(Debug, Clone, PartialEq)]
pub enum Query {
    /// `attr == value`.
    Eq(String, Box<Expr>),
    /// `attr != value`.
    Ne(String, Box<Expr>),
    /// `key == value` or `key != value` where the key is an expression
    /// (`$attr`, `'title'`, `(title)`): it names the attribute compared.
    Computed {
        key: Box<Expr>,
        negated: bool,
        value: Box<Expr>,
    },
    And(Box<Query>, Box<Query>),
    Or(Box<Query>, Box<Query>),
}

/// A class, define or function definition.
#[derive(Debug, Clone, PartialEq)]
pub struct Definition {
    pub name: String,
    pub params: Vec<Parameter>,
    /// The parent class of a class.
    pub parent: Option<String>,
    /// The declared return type of a function.
    pub return_type: Option<Expr>,
    pub body: Block,
    pub span: Span,
    /// Where the name is written.
    pub name_span: Span,
}

/// A node definition.
#[derive(Debug, Clone, PartialEq)]
pub struct NodeDef {
    pub names: Vec<Expr>,
    /// Node inheritance is removed; kept so the validator can say so.
    pub parent: Option<Expr>,
    pub body: Block,
    pub span: Span,
}

/// A parameter of a class, define, function or lambda.
#[derive(Debug, Clone, PartialEq)]
pub struct Parameter {
    pub name: String,
    pub type_expr: Option<Expr>,
    pub default: Option<Expr>,
    pub captures_rest: bool,
    pub span: Span,
}

impl Expr {
    /// An expression of the given kind at the given place.
    pub fn new(kind: ExprKind, span: Span) -> Self {
        Expr { kind, span }
    }

    /// The type an object type alias's short form makes: `type T = {...}`
    /// is `Object[{...}]`; `type T = P {...}` is `Object[{parent => P,
    /// ...}]`, except that `Object {...}` and `TypeSet {...}` take the
    /// hash as their own.
    pub fn object_alias(parent: Option<Expr>, hash: Expr) -> Expr {
        let hash_span = hash.span;
        let (base, span) = match parent {
            Some(parent) => {
                let span = Span {
                    end: hash_span.end,
                    ..parent.span
                };
                (parent, span)
            }
            None => (
                Expr::new(ExprKind::TypeRef("Object".into()), hash_span),
                hash_span,
            ),
        };
        let (base, hash) = match (&base.kind, hash.kind) {
            (ExprKind::TypeRef(name), ExprKind::Hash(mut entries))
                if name != "Object" && name != "TypeSet" =>
            {
                let key = Expr::new(ExprKind::Str("parent".into()), base.span);
                let object = Expr::new(ExprKind::TypeRef("Object".into()), base.span);
                entries.insert(0, (key, base));
                (object, Expr::new(ExprKind::Hash(entries), hash_span))
            }
            (_, kind) => (base, Expr::new(kind, hash_span)),
        };
        Expr::new(ExprKind::Access(Box::new(base), vec![hash]), span)
    }

    /// The expression as JSON, for `spaceship parse --format json`.
    pub fn to_json(&self) -> Json {
        let mut value = self.kind_json();
        if let Json::Object(map) = &mut value {
            map.insert("line".into(), json!(self.span.line));
            map.insert("column".into(), json!(self.span.column));
        }
        value
    }

    fn kind_json(&self) -> Json {
        use ExprKind::*;
        let list = |items: &[Expr]| Json::Array(items.iter().map(Expr::to_json).collect());
        match &self.kind {
            Undef => json!({"undef": null}),
            Default => json!({"default": null}),
            Bool(b) => json!({ "bool": b }),
            Integer(i) => json!({ "integer": i }),
            Float(f) => json!({ "float": f }),
            Str(s) => json!({ "string": s }),
            Interpolated(parts) => json!({ "concat": parts.iter().map(|p| match p {
                StrPart::Text(t) => json!(t),
                StrPart::Expr(e) => e.to_json(),
            }).collect::<Vec<_>>() }),
            Regex(r) => json!({ "regex": r }),
            Variable(v) => json!({ "var": v }),
            BareWord(w) => json!({ "qname": w }),
            TypeRef(t) => json!({ "qref": t }),
            Array(items) => json!({ "array": list(items) }),
            Hash(entries) => {
                json!({ "hash": entries.iter().map(|(k, v)| json!([k.to_json(), v.to_json()])).collect::<Vec<_>>() })
            }
            Access(target, keys) => json!({ "access": target.to_json(), "keys": list(keys) }),
            Unary(op, e) => json!({ "unary": format!("{op:?}"), "operand": e.to_json() }),
            Binary(op, l, r) => {
                json!({ "binary": format!("{op:?}"), "left": l.to_json(), "right": r.to_json() })
            }
            Assign(op, l, r) => {
                json!({ "assign": format!("{op:?}"), "left": l.to_json(), "right": r.to_json() })
            }
            Chain(op, l, r) => {
                json!({ "chain": format!("{op:?}"), "left": l.to_json(), "right": r.to_json() })
            }
            If(c, t, e) => {
                json!({ "if": c.to_json(), "then": list(t), "else": e.as_deref().map(|b| list(b)) })
            }
            Unless(c, t, e) => {
                json!({ "unless": c.to_json(), "then": list(t), "else": e.as_deref().map(|b| list(b)) })
            }
            Case(subject, options) => {
                json!({ "case": subject.to_json(), "options": options.iter().map(|o| json!({"values": list(&o.values), "body": list(&o.body)})).collect::<Vec<_>>() })
            }
            Selector(subject, options) => {
                json!({ "selector": subject.to_json(), "options": options.iter().map(|(k, v)| json!([k.to_json(), v.to_json()])).collect::<Vec<_>>() })
            }
            Call(call) => call_json(None, call),
            MethodCall(receiver, call) => call_json(Some(receiver), call),
            Resource(r) => {
                json!({ "resource": r.type_expr.to_json(), "form": format!("{:?}", r.form), "bodies": r.bodies.iter().map(|b| json!({"title": b.title.to_json(), "ops": ops_json(&b.ops)})).collect::<Vec<_>>() })
            }
            ResourceDefaults(t, ops) => json!({ "defaults": t.to_json(), "ops": ops_json(ops) }),
            ResourceOverride(t, ops) => json!({ "override": t.to_json(), "ops": ops_json(ops) }),
            Collector(c) => {
                json!({ "collect": c.type_name, "exported": c.exported, "query": c.query.as_ref().map(query_json), "ops": ops_json(&c.ops) })
            }
            ClassDef(d) => definition_json("class", d),
            DefineDef(d) => definition_json("define", d),
            FunctionDef(d) => definition_json("function", d),
            NodeDef(n) => json!({ "node": list(&n.names), "body": list(&n.body) }),
            TypeAlias(name, t) => json!({ "type_alias": name, "type": t.to_json() }),
            Paren(e) => json!({ "paren": e.to_json() }),
            Lambda(l) => lambda_json(l),
        }
    }
}

fn call_json(receiver: Option<&Expr>, call: &Call) -> Json {
    json!({
        "call": call.name,
        "receiver": receiver.map(Expr::to_json),
        "args": call.args.iter().map(Expr::to_json).collect::<Vec<_>>(),
        "lambda": call.lambda.as_deref().map(lambda_json),
    })
}

fn lambda_json(lambda: &Lambda) -> Json {
    json!({ "params": params_json(&lambda.params), "body": lambda.body.iter().map(Expr::to_json).collect::<Vec<_>>() })
}

fn ops_json(ops: &[AttributeOp]) -> Json {
    Json::Array(
        ops.iter()
            .map(|op| json!({"name": op.name, "op": if op.append { "+>" } else { "=>" }, "value": op.value.to_json()}))
            .collect(),
    )
}

fn params_json(params: &[Parameter]) -> Json {
    Json::Array(
        params
            .iter()
            .map(|p| json!({"name": p.name, "type": p.type_expr.as_ref().map(Expr::to_json), "default": p.default.as_ref().map(Expr::to_json), "captures_rest": p.captures_rest}))
            .collect(),
    )
}

fn definition_json(kind: &str, def: &Definition) -> Json {
    json!({
        kind: def.name,
        "params": params_json(&def.params),
        "parent": def.parent,
        "body": def.body.iter().map(Expr::to_json).collect::<Vec<_>>(),
    })
}

fn query_json(query: &Query) -> Json {
    match query {
        Query::Eq(a, v) => json!({"==": [a, v.to_json()]}),
        Query::Ne(a, v) => json!({"!=": [a, v.to_json()]}),
        Query::Computed {
            key,
            negated,
            value,
        } => {
            let op = if *negated { "!=" } else { "==" };
            json!({ op: [key.to_json(), value.to_json()] })
        }
        Query::And(l, r) => json!({"and": [query_json(l), query_json(r)]}),
        Query::Or(l, r) => json!({"or": [query_json(l), query_json(r)]}),
    }
}

/// The call an EPP template's text becomes: a name no manifest can call
/// (Puppet reads `__x` as a string), so the validator lets only it pass.
pub const EPP_RENDER: &str = "__epp_render";
