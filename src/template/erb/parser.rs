//! The parser: tokens to the program, for the Ruby subset templates use.
//!
//! Ruby decides at parse time whether a bare name is a local variable
//! (assigned earlier) or a method call, so the parser tracks locals per
//! block. Constructs outside the subset, and those that could reach
//! the system (backticks, `system`, `File`...), stop here with their
//! location.

use std::collections::HashSet;

use super::Pos;
use super::ast::{Expr, Part};
use super::lexer::{StrPart, Tok, Token};
pub(super) use super::policy::{HARMLESS_LIBRARIES, REFUSED_CONSTS, REFUSED_METHODS, refusal};

type PResult<T> = Result<T, (Pos, String)>;

pub fn parse(tokens: Vec<Token>) -> PResult<Expr> {
    let mut p = Parser {
        toks: tokens,
        i: 0,
        locals: vec![HashSet::new()],
        no_do: 0,
        in_defined: 0,
    };
    let body = p.stmts(&[])?;
    match &p.peek().tok {
        Tok::Eof => Ok(body),
        _ => Err(p.unexpected()),
    }
}

struct Parser {
    toks: Vec<Token>,
    i: usize,
    locals: Vec<HashSet<String>>,
    /// Inside a `while` condition or command arguments: `do` is not a block.
    no_do: usize,
    /// Inside `defined?(...)`, whose operand is never evaluated: names
    /// are not refused there.
    in_defined: usize,
}

fn describe(t: &Tok) -> String {
    match t {
        Tok::Int(i) => format!("integer {i}"),
        Tok::Float(f) => format!("float {f}"),
        Tok::Str(_) => "string literal".into(),
        Tok::Ident(n) => format!("'{n}'"),
        Tok::Const(n) => format!("'{n}'"),
        Tok::IVar(n) => format!("'@{n}'"),
        Tok::Op(o) => format!("'{o}'"),
        Tok::Newline => "end of line".into(),
        Tok::Text(_) => "template text".into(),
        Tok::OutEnd => "'%>'".into(),
        Tok::Eof => "end of template".into(),
        Tok::Label(l) => format!("'{l}:'"),
        other => format!("{other:?}"),
    }
}

impl Parser {
    fn peek(&self) -> &Token {
        &self.toks[self.i.min(self.toks.len() - 1)]
    }

    fn peek_at(&self, n: usize) -> &Token {
        &self.toks[(self.i + n).min(self.toks.len() - 1)]
    }

    fn next(&mut self) -> Token {
        let t = self.peek().clone();
        self.i += 1;
        t
    }

    fn pos(&self) -> Pos {
        self.peek().pos
    }

    fn unexpected(&self) -> (Pos, String) {
        (
            self.pos(),
            format!("syntax error: unexpected {}", describe(&self.peek().tok)),
        )
    }

    fn is_op(&self, op: &str) -> bool {
        matches!(&self.peek().tok, Tok::Op(o) if *o == op)
    }

    fn is_kw(&self, kw: &str) -> bool {
        matches!(&self.peek().tok, Tok::Ident(n) if n == kw)
    }

    fn eat_op(&mut self, op: &str) -> bool {
        if self.is_op(op) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn eat_kw(&mut self, kw: &str) -> bool {
        if self.is_kw(kw) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn expect_op(&mut self, op: &str) -> PResult<()> {
        if self.eat_op(op) {
            Ok(())
        } else {
            Err((
                self.pos(),
                format!(
                    "syntax error: expected '{op}', found {}",
                    describe(&self.peek().tok)
                ),
            ))
        }
    }

    fn expect_kw(&mut self, kw: &str) -> PResult<()> {
        if self.eat_kw(kw) {
            Ok(())
        } else {
            Err((
                self.pos(),
                format!(
                    "syntax error: expected '{kw}', found {}",
                    describe(&self.peek().tok)
                ),
            ))
        }
    }

    fn skip_newlines(&mut self) {
        while matches!(self.peek().tok, Tok::Newline) || self.is_op(";") {
            self.i += 1;
        }
    }

    fn is_local(&self, name: &str) -> bool {
        self.locals.iter().any(|s| s.contains(name))
    }

    fn declare(&mut self, name: &str) {
        if !self.is_local(name) {
            self.locals.last_mut().unwrap().insert(name.to_string());
        }
    }

    fn at_stmts_end(&self, extra: &[&str]) -> bool {
        match &self.peek().tok {
            Tok::Eof | Tok::OutEnd => true,
            Tok::Op(o) => matches!(*o, "}" | ")"),
            Tok::Ident(n) => {
                matches!(
                    n.as_str(),
                    "end" | "else" | "elsif" | "when" | "rescue" | "ensure" | "in"
                ) || extra.contains(&n.as_str())
            }
            _ => false,
        }
    }

    /// Statements up to `end`, `else`, `}`...; one is a value, several a sequence.
    fn stmts(&mut self, extra: &[&str]) -> PResult<Expr> {
        let mut list = Vec::new();
        loop {
            self.skip_newlines();
            if self.at_stmts_end(extra) {
                break;
            }
            list.push(self.stmt()?);
            if !(matches!(self.peek().tok, Tok::Newline)
                || self.is_op(";")
                || self.at_stmts_end(extra))
            {
                return Err(self.unexpected());
            }
        }
        Ok(match list.len() {
            0 => Expr::Nil,
            1 => list.pop().unwrap(),
            _ => Expr::Seq(list),
        })
    }

    /// One statement, on a stack grown for deep nesting (2,000 nested
    /// `<% if %>`).
    fn stmt(&mut self) -> PResult<Expr> {
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || self.stmt_unguarded())
    }

    fn stmt_unguarded(&mut self) -> PResult<Expr> {
        let mut e = match self.peek().tok.clone() {
            Tok::Text(t) => {
                self.i += 1;
                Expr::Text(t)
            }
            Tok::OutStart => {
                let pos = self.next().pos;
                let inner = self.stmts(&[])?;
                if !matches!(self.peek().tok, Tok::OutEnd) {
                    return Err(self.unexpected());
                }
                self.i += 1;
                Expr::Output(Box::new(inner), pos)
            }
            _ => self.expr_stmt()?,
        };
        // Modifiers: `x if y`, `x unless y`, `x while y`, `x rescue y`.
        loop {
            if self.eat_kw("if") {
                let c = self.expr_stmt()?;
                e = Expr::If(Box::new(c), Box::new(e), Box::new(Expr::Nil));
            } else if self.eat_kw("unless") {
                let c = self.expr_stmt()?;
                e = Expr::If(Box::new(c), Box::new(Expr::Nil), Box::new(e));
            } else if self.eat_kw("while") {
                let c = self.expr_stmt()?;
                e = Expr::While(Box::new(c), Box::new(e), false);
            } else if self.eat_kw("until") {
                let c = self.expr_stmt()?;
                e = Expr::While(Box::new(c), Box::new(e), true);
            } else if self.eat_kw("rescue") {
                let r = self.expr_stmt()?;
                e = Expr::Rescue(Box::new(e), Box::new(r));
            } else {
                return Ok(e);
            }
        }
    }

    /// `not`, `and`, `or` level.
    fn expr_stmt(&mut self) -> PResult<Expr> {
        let mut left = self.not_expr()?;
        loop {
            if self.eat_kw("and") {
                self.skip_newlines();
                let r = self.not_expr()?;
                left = Expr::And(Box::new(left), Box::new(r));
            } else if self.eat_kw("or") {
                self.skip_newlines();
                let r = self.not_expr()?;
                left = Expr::Or(Box::new(left), Box::new(r));
            } else {
                return Ok(left);
            }
        }
    }

    fn not_expr(&mut self) -> PResult<Expr> {
        if self.eat_kw("not") {
            return Ok(Expr::Not(Box::new(self.not_expr()?)));
        }
        self.expr()
    }

    /// An expression with assignment (the "arg" level of Ruby's grammar).
    pub(super) fn expr(&mut self) -> PResult<Expr> {
        if let Some(targets) = self.multi_assign_targets() {
            self.expect_op("=")?;
            self.skip_newlines();
            let first = self.expr()?;
            let value = if self.is_op(",") {
                let mut items = vec![first];
                while self.eat_op(",") {
                    self.skip_newlines();
                    items.push(self.expr()?);
                }
                Expr::Array(items)
            } else {
                first
            };
            return Ok(Expr::MultiAssign(targets, Box::new(value)));
        }
        let start = self.pos();
        let left = self.ternary()?;
        let assign_op = match &self.peek().tok {
            Tok::Op(o) if *o == "=" => Some(""),
            Tok::Op(o)
                if o.len() >= 2
                    && o.ends_with('=')
                    && !matches!(*o, "==" | "!=" | ">=" | "<=" | "===" | "=~") =>
            {
                Some(&o[..o.len() - 1])
            }
            _ => None,
        };
        let Some(op) = assign_op else { return Ok(left) };
        let target = self.assignable(left, start)?;
        self.i += 1;
        self.skip_newlines();
        let value = self.expr()?;
        let value = if self.is_kw("rescue") && op.is_empty() {
            self.i += 1;
            Expr::Rescue(Box::new(value), Box::new(self.expr()?))
        } else {
            value
        };
        Ok(if op.is_empty() {
            Expr::Assign(Box::new(target), Box::new(value))
        } else {
            Expr::OpAssign(Box::new(target), op.to_string(), Box::new(value), start)
        })
    }

    /// `a, b = ...` at the start of an expression: the targets.
    fn multi_assign_targets(&mut self) -> Option<Vec<Expr>> {
        let mut k = 0;
        let mut names = Vec::new();
        loop {
            // `*rest` takes what the others leave.
            let splat = matches!(self.peek_at(k).tok, Tok::Op("*"));
            if splat {
                k += 1;
            }
            let target = match &self.peek_at(k).tok {
                Tok::Ident(n) if !is_keyword(n) => Expr::LVar(n.clone()),
                Tok::IVar(n) => Expr::IVar(n.clone()),
                _ => return None,
            };
            names.push(if splat {
                Expr::Splat(Box::new(target))
            } else {
                target
            });
            match &self.peek_at(k + 1).tok {
                Tok::Op(",") => k += 2,
                Tok::Op("=") if names.len() > 1 => {
                    self.i += k + 1;
                    for n in &names {
                        match n {
                            Expr::LVar(n) => self.declare(n),
                            Expr::Splat(inner) => {
                                if let Expr::LVar(n) = &**inner {
                                    self.declare(n);
                                }
                            }
                            _ => {}
                        }
                    }
                    return Some(names);
                }
                _ => return None,
            }
        }
    }

    fn assignable(&mut self, e: Expr, pos: Pos) -> PResult<Expr> {
        match e {
            Expr::LVar(_) | Expr::IVar(_) => Ok(e),
            Expr::Call {
                recv: None,
                name,
                args,
                block: None,
                ..
            } if args.is_empty() && !name.ends_with(['?', '!']) => {
                self.declare(&name);
                Ok(Expr::LVar(name))
            }
            Expr::Call {
                recv: Some(_),
                ref name,
                block: None,
                ..
            } if name == "[]" => Ok(e),
            Expr::GVar(..) => Err((
                pos,
                "assigning global variables is not supported in templates".into(),
            )),
            _ => Err((pos, "syntax error: cannot assign to this expression".into())),
        }
    }

    fn ternary(&mut self) -> PResult<Expr> {
        let cond = self.range()?;
        if self.eat_op("?") {
            self.skip_newlines();
            let a = self.ternary_branch()?;
            self.skip_newlines();
            self.expect_op(":")?;
            self.skip_newlines();
            let b = self.ternary_branch()?;
            return Ok(Expr::If(Box::new(cond), Box::new(a), Box::new(b)));
        }
        Ok(cond)
    }

    fn ternary_branch(&mut self) -> PResult<Expr> {
        let start = self.pos();
        let e = self.ternary()?;
        if self.is_op("=") {
            let t = self.assignable(e, start)?;
            self.i += 1;
            return Ok(Expr::Assign(Box::new(t), Box::new(self.ternary_branch()?)));
        }
        Ok(e)
    }

    fn range(&mut self) -> PResult<Expr> {
        let left = self.binary(1)?;
        for (op, excl) in [("..", false), ("...", true)] {
            if self.eat_op(op) {
                // `x..` (endless) before a closing bracket or the end.
                let endless = matches!(self.peek().tok, Tok::Newline | Tok::OutEnd | Tok::Eof)
                    || self.is_op("]")
                    || self.is_op(")");
                let right = if endless { Expr::Nil } else { self.binary(1)? };
                return Ok(Expr::Range(Box::new(left), Box::new(right), excl));
            }
        }
        Ok(left)
    }

    fn binary(&mut self, min: u8) -> PResult<Expr> {
        let mut left = self.unary()?;
        loop {
            let (op, prec) = match &self.peek().tok {
                Tok::Op(o) => match *o {
                    "||" => ("||", 1),
                    "&&" => ("&&", 2),
                    "<=>" | "==" | "===" | "!=" | "=~" | "!~" => (*o, 4),
                    "<" | "<=" | ">" | ">=" => (*o, 5),
                    "|" | "^" => (*o, 6),
                    "&" => ("&", 7),
                    "<<" | ">>" => (*o, 8),
                    "+" | "-" => (*o, 9),
                    "*" | "/" | "%" => (*o, 10),
                    _ => return Ok(left),
                },
                _ => return Ok(left),
            };
            if prec < min {
                return Ok(left);
            }
            let pos = self.next().pos;
            self.skip_newlines();
            let right = self.binary(prec + 1)?;
            left = match op {
                "||" => Expr::Or(Box::new(left), Box::new(right)),
                "&&" => Expr::And(Box::new(left), Box::new(right)),
                "!=" => Expr::Not(Box::new(call(Some(left), "==", vec![right], pos))),
                "!~" => Expr::Not(Box::new(call(Some(left), "=~", vec![right], pos))),
                _ => call(Some(left), op, vec![right], pos),
            };
        }
    }

    /// A unary expression (and so any nested one), on a stack grown for
    /// deep nesting.
    fn unary(&mut self) -> PResult<Expr> {
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || self.unary_unguarded())
    }

    fn unary_unguarded(&mut self) -> PResult<Expr> {
        let pos = self.pos();
        if self.eat_op("!") {
            return Ok(Expr::Not(Box::new(self.unary()?)));
        }
        if self.is_op("-") {
            let next = self.peek_at(1).clone();
            if !next.space_before
                && let Tok::Int(_) | Tok::Float(_) = next.tok
            {
                // `-2.abs` is (-2).abs, but `-2 ** 2` is -(2 ** 2).
                self.i += 1;
                let lit = match self.next().tok {
                    Tok::Int(i) => Expr::Int(-i),
                    Tok::Float(f) => Expr::Float(-f),
                    _ => unreachable!(),
                };
                if self.is_op("**") {
                    let positive = match lit {
                        Expr::Int(i) => Expr::Int(-i),
                        Expr::Float(f) => Expr::Float(-f),
                        e => e,
                    };
                    let p = self.next().pos;
                    let exp = self.unary()?;
                    return Ok(call(
                        Some(call(Some(positive), "**", vec![exp], p)),
                        "-@",
                        vec![],
                        pos,
                    ));
                }
                return self.postfix(lit);
            }
            self.i += 1;
            let operand = self.unary()?;
            return Ok(call(Some(operand), "-@", vec![], pos));
        }
        if self.eat_op("+") {
            return self.unary();
        }
        if self.eat_op("~") {
            let operand = self.unary()?;
            return Ok(call(Some(operand), "~", vec![], pos));
        }
        if self.eat_op("&") {
            return Err((pos, "syntax error: unexpected '&'".into()));
        }
        let base = self.primary()?;
        let base = self.postfix(base)?;
        if self.is_op("**") {
            let p = self.next().pos;
            self.skip_newlines();
            let exp = self.unary()?;
            return Ok(call(Some(base), "**", vec![exp], p));
        }
        Ok(base)
    }
}

pub(super) fn call(recv: Option<Expr>, name: &str, args: Vec<Expr>, pos: Pos) -> Expr {
    Expr::Call {
        recv: recv.map(Box::new),
        name: name.to_string(),
        args,
        block: None,
        safe_nav: false,
        pos,
    }
}

pub(super) fn is_keyword(n: &str) -> bool {
    matches!(
        n,
        "if" | "unless"
            | "elsif"
            | "else"
            | "end"
            | "while"
            | "until"
            | "and"
            | "or"
            | "not"
            | "then"
            | "do"
            | "case"
            | "when"
            | "in"
            | "begin"
            | "rescue"
            | "ensure"
            | "def"
            | "class"
            | "module"
            | "yield"
            | "return"
            | "next"
            | "break"
            | "redo"
            | "retry"
            | "nil"
            | "true"
            | "false"
            | "self"
            | "defined?"
            | "for"
            | "alias"
            | "undef"
            | "super"
            | "__FILE__"
            | "__LINE__"
            | "__method__"
            | "BEGIN"
            | "END"
    )
}

mod primary;

fn parts(p: &mut Parser, sp: Vec<StrPart>) -> PResult<Vec<Part>> {
    let mut out = Vec::new();
    for part in sp {
        match part {
            StrPart::Lit(s) => out.push(Part::Lit(s)),
            StrPart::Code(mut toks, pos) => {
                toks.push(Token {
                    tok: Tok::Eof,
                    pos,
                    space_before: true,
                });
                let mut sub = Parser {
                    toks,
                    i: 0,
                    locals: std::mem::take(&mut p.locals),
                    no_do: 0,
                    in_defined: 0,
                };
                let e = sub.stmts(&[]);
                p.locals = sub.locals;
                let e = e?;
                out.push(Part::Code(Box::new(e)));
            }
        }
    }
    Ok(out)
}
