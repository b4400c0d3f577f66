//! The parsed program: the Ruby subset templates use, with ERB's text
//! and output as nodes of their own.

use super::Pos;

#[derive(Debug, Clone, PartialEq)]
pub enum Part {
    Lit(String),
    Code(Box<Expr>),
}

/// A block parameter: a name, or `(a, b)` taking an array apart.
#[derive(Debug, Clone, PartialEq)]
pub enum Param {
    Name(String),
    Nested(Vec<Param>),
    /// `*rest`.
    Splat(String),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Block {
    pub params: Vec<Param>,
    pub body: Box<Expr>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum BlockArg {
    Code(Block),
    /// `&:name`.
    Symbol(String),
}

/// A method a template defines (`def`): its parameters (each with its
/// default, if any) and its body.
pub type MethodDef = (Vec<(String, Option<Expr>)>, Expr);

#[derive(Debug, Clone, PartialEq)]
pub enum Expr {
    Nil,
    True,
    False,
    SelfRef,
    Int(i128),
    Float(f64),
    Str(Vec<Part>),
    Sym(String),
    DSym(Vec<Part>),
    Regex(Vec<Part>, String, Pos),
    Array(Vec<Expr>),
    Hash(Vec<(Expr, Expr)>),
    Range(Box<Expr>, Box<Expr>, bool),
    LVar(String),
    IVar(String),
    /// `$1`, `$~`.
    GVar(String, Pos),
    Const(String, Pos),
    Call {
        recv: Option<Box<Expr>>,
        name: String,
        args: Vec<Expr>,
        block: Option<Box<BlockArg>>,
        safe_nav: bool,
        pos: Pos,
    },
    /// `*array` in an argument or array literal.
    Splat(Box<Expr>),
    Not(Box<Expr>),
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
    Defined(Box<Expr>),
    If(Box<Expr>, Box<Expr>, Box<Expr>),
    While(Box<Expr>, Box<Expr>, bool),
    Case(Option<Box<Expr>>, Vec<(Vec<Expr>, Expr)>, Box<Expr>, Pos),
    Assign(Box<Expr>, Box<Expr>),
    /// `a, b = x`.
    MultiAssign(Vec<Expr>, Box<Expr>),
    /// `x += 1` (op `+`), `x ||= 1` (op `||`), `x &&= 1` (op `&&`).
    OpAssign(Box<Expr>, String, Box<Expr>, Pos),
    Seq(Vec<Expr>),
    Next(Box<Expr>),
    Return(Box<Expr>),
    /// `for a, b in list ... end` (its variables are the enclosing scope's).
    For(Vec<String>, Box<Expr>, Box<Expr>),
    /// `def name(params) ... end`: a helper method of the template.
    Def(String, std::rc::Rc<MethodDef>),
    Break(Box<Expr>),
    /// `expr rescue fallback`.
    Rescue(Box<Expr>, Box<Expr>),
    /// `begin ... rescue [Classes] [=> var] ... else ... ensure ... end`.
    Begin(std::rc::Rc<BeginBlock>),
    Text(String),
    Output(Box<Expr>, Pos),
}

/// A `begin` block's parts.
#[derive(Debug, Clone, PartialEq)]
pub struct BeginBlock {
    pub body: Expr,
    pub rescues: Vec<RescueClause>,
    pub otherwise: Option<Expr>,
    pub ensure: Option<Expr>,
}

/// `rescue Classes => var` and its handler (no classes: StandardError).
#[derive(Debug, Clone, PartialEq)]
pub struct RescueClause {
    pub classes: Vec<Expr>,
    pub var: Option<String>,
    pub handler: Expr,
}
