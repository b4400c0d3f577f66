//! Primary expressions: literals, variables, method calls with their
//! arguments and blocks, and the compound forms (`if`, `case`, `while`,
//! `begin`) that Ruby lets appear as values.

use std::collections::HashSet;

use super::super::Pos;
use super::super::ast::{Block, BlockArg, Expr, Param};
use super::super::lexer::{StrPart, Tok};
use super::{
    HARMLESS_LIBRARIES, PResult, Parser, REFUSED_CONSTS, REFUSED_METHODS, call, is_keyword, parts,
    refusal,
};

impl Parser {
    pub(super) fn primary(&mut self) -> PResult<Expr> {
        let t = self.next();
        let pos = t.pos;
        Ok(match t.tok {
            Tok::Int(i) => Expr::Int(i),
            Tok::Float(f) => Expr::Float(f),
            Tok::Str(sp) => {
                let mut all = parts(self, sp)?;
                // Adjacent literals concatenate: "a" "b".
                while let Tok::Str(_) = &self.peek().tok {
                    let Tok::Str(more) = self.next().tok else {
                        unreachable!()
                    };
                    all.extend(parts(self, more)?);
                }
                Expr::Str(all)
            }
            Tok::XStr => return Err((pos, refusal("`command`"))),
            Tok::Sym(s) => Expr::Sym(s),
            Tok::DSym(sp) => Expr::DSym(parts(self, sp)?),
            Tok::Regex(sp, flags) => Expr::Regex(parts(self, sp)?, flags, pos),
            Tok::Words(words, symbols) => Expr::Array(
                words
                    .into_iter()
                    .map(|w| {
                        if symbols {
                            Expr::Sym(w)
                        } else {
                            Expr::Str(vec![super::super::ast::Part::Lit(w)])
                        }
                    })
                    .collect(),
            ),
            Tok::IVar(n) => Expr::IVar(n),
            Tok::GVar(n) => {
                if n.chars().all(|c| c.is_ascii_digit())
                    || matches!(n.as_str(), "~" | "`" | "'" | "&")
                {
                    Expr::GVar(n, pos)
                } else {
                    return Err((pos, refusal(&format!("${n}"))));
                }
            }
            Tok::CVar(n) => {
                return Err((
                    pos,
                    format!("class variable '@@{n}' is not supported in templates"),
                ));
            }
            Tok::Const(n) => self.constant(n, pos)?,
            Tok::Op("::") => match self.next().tok {
                Tok::Const(n) => self.constant(n, pos)?,
                _ => return Err((pos, "syntax error: unexpected '::'".into())),
            },
            Tok::Op("(") => {
                let e = self.stmts(&[])?;
                self.skip_newlines();
                self.expect_op(")")?;
                e
            }
            Tok::Op("[") => Expr::Array(self.list("]")?),
            Tok::Op("{") => self.hash_literal()?,
            Tok::Op("->") => {
                return Err((pos, "lambdas ('->') are not supported in templates".into()));
            }
            Tok::Op("..") | Tok::Op("...") => {
                return Err((
                    pos,
                    "beginless ranges are not supported in templates".into(),
                ));
            }
            Tok::Label(l) => return Err((pos, format!("syntax error: unexpected label '{l}:'"))),
            Tok::Ident(name) => self.identifier(name, pos)?,
            Tok::Text(_) | Tok::OutStart => {
                return Err((
                    pos,
                    "syntax error: template text inside an unfinished Ruby expression".into(),
                ));
            }
            _ => {
                self.i -= 1;
                return Err(self.unexpected());
            }
        })
    }

    fn constant(&mut self, name: String, pos: Pos) -> PResult<Expr> {
        if REFUSED_CONSTS.contains(&name.as_str()) {
            return Err((pos, refusal(&name)));
        }
        if self.is_op("::") {
            if let Some(Tok::Const(inner)) = self.toks.get(self.i + 1).map(|t| &t.tok) {
                let path = format!("{name}::{inner}");
                if super::super::policy::CONSTANT_PATHS.contains(&path.as_str()) {
                    self.i += 2;
                    return Ok(Expr::Const(path, pos));
                }
            }
            return Err((
                pos,
                format!("constant paths ('{name}::...') are not supported in templates"),
            ));
        }
        // `Integer('1')`, `Array(x)`: conversion functions.
        if self.is_op("(") && !self.peek().space_before {
            self.i += 1;
            let args = self.list(")")?;
            return Ok(call(None, &name, args, pos));
        }
        Ok(Expr::Const(name, pos))
    }

    fn identifier(&mut self, name: String, pos: Pos) -> PResult<Expr> {
        Ok(match name.as_str() {
            "nil" => Expr::Nil,
            "true" => Expr::True,
            "false" => Expr::False,
            "self" => Expr::SelfRef,
            "if" | "unless" => self.if_expr(name == "unless")?,
            "while" | "until" => {
                self.no_do += 1;
                let cond = self.expr_stmt();
                self.no_do -= 1;
                let cond = cond?;
                self.eat_kw("do");
                let body = self.stmts(&[])?;
                self.expect_kw("end")?;
                Expr::While(Box::new(cond), Box::new(body), name == "until")
            }
            "case" => self.case_expr(pos)?,
            "begin" => {
                let body = self.stmts(&[])?;
                let mut rescues = Vec::new();
                while self.eat_kw("rescue") {
                    let mut classes = Vec::new();
                    let mut var = None;
                    while !matches!(self.peek().tok, Tok::Newline)
                        && !self.is_kw("then")
                        && !self.is_op(";")
                    {
                        if self.eat_op("=>") {
                            match self.next().tok {
                                Tok::Ident(n) if !is_keyword(&n) => {
                                    self.declare(&n);
                                    var = Some(n);
                                }
                                _ => {
                                    return Err((
                                        self.pos(),
                                        "syntax error: expected a variable after 'rescue =>'"
                                            .into(),
                                    ));
                                }
                            }
                            continue;
                        }
                        if self.eat_op(",") {
                            continue;
                        }
                        classes.push(self.primary()?);
                    }
                    self.eat_kw("then");
                    let handler = self.stmts(&[])?;
                    rescues.push(super::super::ast::RescueClause {
                        classes,
                        var,
                        handler,
                    });
                }
                let otherwise = match self.eat_kw("else") {
                    true => Some(self.stmts(&[])?),
                    false => None,
                };
                let ensure = match self.eat_kw("ensure") {
                    true => Some(self.stmts(&[])?),
                    false => None,
                };
                self.expect_kw("end")?;
                Expr::Begin(std::rc::Rc::new(super::super::ast::BeginBlock {
                    body,
                    rescues,
                    otherwise,
                    ensure,
                }))
            }
            "def" => self.def(pos)?,
            "for" => {
                let mut names = Vec::new();
                loop {
                    match self.next().tok {
                        Tok::Ident(n) if !is_keyword(&n) => {
                            self.declare(&n);
                            names.push(n);
                        }
                        _ => {
                            return Err((
                                pos,
                                "syntax error: expected a variable after 'for'".into(),
                            ));
                        }
                    }
                    if !self.eat_op(",") {
                        break;
                    }
                }
                self.expect_kw("in")?;
                self.no_do += 1;
                let list = self.expr_stmt();
                self.no_do -= 1;
                let list = list?;
                self.eat_kw("do");
                let body = self.stmts(&[])?;
                self.expect_kw("end")?;
                Expr::For(names, Box::new(list), Box::new(body))
            }
            "require" => {
                let lib = match &self.peek().tok {
                    Tok::Str(parts) => match parts.as_slice() {
                        [StrPart::Lit(s)] => Some(s.clone()),
                        _ => None,
                    },
                    _ => None,
                };
                match lib {
                    Some(l) if HARMLESS_LIBRARIES.contains(&l.as_str()) => {
                        self.i += 1;
                        Expr::Nil
                    }
                    _ => return Err((pos, refusal("require"))),
                }
            }
            "return" => {
                let value = if self.at_value_start() {
                    self.expr()?
                } else {
                    Expr::Nil
                };
                Expr::Return(Box::new(value))
            }
            "next" | "break" => {
                let value = if self.at_value_start() {
                    self.expr()?
                } else {
                    Expr::Nil
                };
                if name == "next" {
                    Expr::Next(Box::new(value))
                } else {
                    Expr::Break(Box::new(value))
                }
            }
            "defined?" => {
                let paren = self.eat_op("(");
                self.in_defined += 1;
                let e = self.expr();
                self.in_defined -= 1;
                let e = e?;
                if paren {
                    self.expect_op(")")?;
                }
                Expr::Defined(Box::new(e))
            }
            "then" | "do" | "end" | "else" | "elsif" | "when" | "and" | "or" | "in" | "rescue"
            | "ensure" => {
                self.i -= 1;
                return Err(self.unexpected());
            }
            n if is_keyword(n) => {
                return Err((pos, format!("'{n}' is not supported in templates")));
            }
            _ if self.is_local(&name) && (!self.is_op("(") || self.peek().space_before) => {
                Expr::LVar(name)
            }
            _ => self.call_rest(None, name, pos, false)?,
        })
    }

    /// `def name(a, b) ... end`: its locals are its own.
    fn def(&mut self, pos: Pos) -> PResult<Expr> {
        let name = match self.next().tok {
            Tok::Ident(n) if !is_keyword(&n) => n,
            _ => {
                return Err((
                    pos,
                    "syntax error: expected a method name after 'def'".into(),
                ));
            }
        };
        let mut params = Vec::new();
        let paren = self.is_op("(") && !self.peek().space_before;
        if paren {
            self.i += 1;
        }
        while !matches!(self.peek().tok, Tok::Newline) && !self.is_op(";") && !self.is_op(")") {
            match self.next().tok {
                Tok::Ident(p) if !is_keyword(&p) => {
                    let default = if self.eat_op("=") {
                        Some(self.ternary()?)
                    } else {
                        None
                    };
                    params.push((p, default));
                }
                _ => {
                    self.i -= 1;
                    return Err((
                        self.pos(),
                        "only plain parameters are supported in template methods".into(),
                    ));
                }
            }
            if !self.eat_op(",") {
                break;
            }
        }
        if paren {
            self.expect_op(")")?;
        }
        let outer = std::mem::replace(
            &mut self.locals,
            vec![params.iter().map(|(p, _)| p.clone()).collect()],
        );
        let body = self.stmts(&[]);
        self.locals = outer;
        let body = body?;
        self.expect_kw("end")?;
        Ok(Expr::Def(name, std::rc::Rc::new((params, body))))
    }

    fn at_value_start(&self) -> bool {
        !matches!(self.peek().tok, Tok::Newline | Tok::OutEnd | Tok::Eof)
            && !self.is_op(";")
            && !self.is_op("}")
            && !matches!(&self.peek().tok, Tok::Ident(k) if matches!(k.as_str(), "if" | "unless" | "end" | "while"))
    }

    /// Whether the next token can start a command argument (`foo 1`) of
    /// method `name`. A name ending in `?` or `!` needs no space before
    /// a value: Ruby reads `include?q['k']` as `include?(q['k'])`.
    fn command_arg_start(&self, name: &str) -> bool {
        let t = self.peek();
        if !t.space_before {
            return name.ends_with(['?', '!'])
                && match &t.tok {
                    Tok::Int(_)
                    | Tok::Float(_)
                    | Tok::Str(_)
                    | Tok::Sym(_)
                    | Tok::DSym(_)
                    | Tok::IVar(_)
                    | Tok::GVar(_)
                    | Tok::Const(_) => true,
                    Tok::Ident(n) => !is_keyword(n),
                    _ => false,
                };
        }
        let next_spaced = self.peek_at(1).space_before;
        match &t.tok {
            Tok::Int(_)
            | Tok::Float(_)
            | Tok::Str(_)
            | Tok::XStr
            | Tok::Sym(_)
            | Tok::DSym(_)
            | Tok::Regex(..)
            | Tok::Words(..)
            | Tok::IVar(_)
            | Tok::GVar(_)
            | Tok::Const(_)
            | Tok::Label(_) => true,
            Tok::Ident(n) => !matches!(
                n.as_str(),
                "if" | "unless"
                    | "while"
                    | "until"
                    | "and"
                    | "or"
                    | "then"
                    | "do"
                    | "end"
                    | "rescue"
                    | "else"
                    | "elsif"
                    | "when"
                    | "in"
                    | "ensure"
            ),
            Tok::Op(o) => match *o {
                "[" | "(" | "::" => true,
                "-" | "*" | "&" | "!" | ":" => !next_spaced,
                _ => false,
            },
            _ => false,
        }
    }

    /// After a method name: arguments (in parentheses or not) and a block.
    pub(super) fn call_rest(
        &mut self,
        recv: Option<Expr>,
        name: String,
        pos: Pos,
        safe_nav: bool,
    ) -> PResult<Expr> {
        // `File`: path arithmetic only.
        if matches!(&recv, Some(Expr::Const(c, _)) if c == "File")
            && !super::super::policy::FILE_PATH_METHODS.contains(&name.as_str())
            && self.in_defined == 0
        {
            return Err((pos, refusal(&format!("File.{name}"))));
        }
        if REFUSED_METHODS.contains(&name.as_str())
            && self.in_defined == 0
            && !(recv.is_some() && matches!(name.as_str(), "select" | "p" | "pp"))
        {
            return Err((pos, refusal(&name)));
        }
        let mut block = None;
        let args = if self.is_op("(") && !self.peek().space_before {
            self.i += 1;
            self.call_args(")", &mut block)?
        } else if self.command_arg_start(&name) && !(recv.is_none() && self.is_op("[")) {
            self.no_do += 1;
            let r = self.command_args(&mut block);
            self.no_do -= 1;
            r?
        } else {
            Vec::new()
        };
        if block.is_none() {
            block = self.block()?;
        }
        let e = Expr::Call {
            recv: recv.map(Box::new),
            name,
            args,
            block: block.map(Box::new),
            safe_nav,
            pos,
        };
        Ok(e)
    }

    fn command_args(&mut self, block: &mut Option<BlockArg>) -> PResult<Vec<Expr>> {
        let mut args = Vec::new();
        let mut hash = Vec::new();
        loop {
            self.one_arg(&mut args, &mut hash, block)?;
            if !self.eat_op(",") {
                break;
            }
            self.skip_newlines();
        }
        if !hash.is_empty() {
            args.push(Expr::Hash(hash));
        }
        Ok(args)
    }

    fn call_args(&mut self, close: &str, block: &mut Option<BlockArg>) -> PResult<Vec<Expr>> {
        let mut args = Vec::new();
        let mut hash = Vec::new();
        self.skip_newlines();
        while !self.eat_op(close) {
            self.one_arg(&mut args, &mut hash, block)?;
            self.skip_newlines();
            if !self.eat_op(",") {
                self.skip_newlines();
                self.expect_op(close)?;
                break;
            }
            self.skip_newlines();
        }
        if !hash.is_empty() {
            args.push(Expr::Hash(hash));
        }
        Ok(args)
    }

    fn one_arg(
        &mut self,
        args: &mut Vec<Expr>,
        hash: &mut Vec<(Expr, Expr)>,
        block: &mut Option<BlockArg>,
    ) -> PResult<()> {
        if let Tok::Label(l) = &self.peek().tok {
            let key = Expr::Sym(l.clone());
            self.i += 1;
            self.skip_newlines();
            hash.push((key, self.expr()?));
            return Ok(());
        }
        if self.is_op("&") {
            let pos = self.next().pos;
            return match self.next().tok {
                Tok::Sym(s) => {
                    *block = Some(BlockArg::Symbol(s));
                    Ok(())
                }
                _ => Err((
                    pos,
                    "only '&:method' block arguments are supported in templates".into(),
                )),
            };
        }
        if self.eat_op("*") {
            args.push(Expr::Splat(Box::new(self.ternary()?)));
            return Ok(());
        }
        let e = self.expr()?;
        if self.eat_op("=>") {
            self.skip_newlines();
            hash.push((e, self.expr()?));
        } else {
            args.push(e);
        }
        Ok(())
    }

    /// `{ |x| ... }` or `do |x| ... end` after a call.
    fn block(&mut self) -> PResult<Option<BlockArg>> {
        let brace = self.is_op("{");
        if !brace && (!self.is_kw("do") || self.no_do != 0) {
            return Ok(None);
        }
        self.i += 1;
        self.locals.push(HashSet::new());
        let saved_no_do = std::mem::take(&mut self.no_do);
        let r = self.block_body(brace);
        self.no_do = saved_no_do;
        self.locals.pop();
        r.map(|b| Some(BlockArg::Code(b)))
    }

    fn block_body(&mut self, brace: bool) -> PResult<Block> {
        self.skip_newlines();
        let mut params = Vec::new();
        if self.eat_op("||") {
        } else if self.eat_op("|") {
            while !self.eat_op("|") {
                params.push(self.param()?);
                if !self.eat_op(",") {
                    self.expect_op("|")?;
                    break;
                }
            }
        }
        // Without parameters, `_1`, `_2`... name the values given.
        let numbered = params.is_empty();
        if numbered {
            for n in ["_1", "_2", "_3", "_4"] {
                self.declare_here(n);
            }
        }
        let start = self.i;
        let body = self.stmts(&[])?;
        if numbered {
            let used = numbered_used(&self.toks[start..self.i]);
            if let Some(max) = used {
                params = (0..=max)
                    .map(|k| Param::Name(format!("_{}", k + 1)))
                    .collect();
            }
        }
        if brace {
            self.expect_op("}")?
        } else {
            self.expect_kw("end")?
        }
        Ok(Block {
            params,
            body: Box::new(body),
        })
    }

    fn param(&mut self) -> PResult<Param> {
        let pos = self.pos();
        if self.eat_op("(") {
            let mut inner = Vec::new();
            loop {
                inner.push(self.param()?);
                if !self.eat_op(",") {
                    break;
                }
            }
            self.expect_op(")")?;
            return Ok(Param::Nested(inner));
        }
        let splat = self.eat_op("*");
        match self.next().tok {
            Tok::Ident(n) if !is_keyword(&n) => {
                self.declare_here(&n);
                Ok(if splat {
                    Param::Splat(n)
                } else {
                    Param::Name(n)
                })
            }
            _ => Err((pos, "syntax error: expected a block parameter name".into())),
        }
    }

    fn declare_here(&mut self, n: &str) {
        self.locals.last_mut().unwrap().insert(n.to_string());
    }

    /// Postfix: `.meth`, `&.meth`, `[i]`, `::meth`.
    pub(super) fn postfix(&mut self, mut e: Expr) -> PResult<Expr> {
        loop {
            if self.is_op(".")
                || self.is_op("&.")
                || (self.is_op("::") && matches!(self.peek_at(1).tok, Tok::Ident(_)))
            {
                let safe = self.is_op("&.");
                self.i += 1;
                self.skip_newlines();
                let t = self.next();
                let name = match t.tok {
                    Tok::Ident(n) | Tok::Const(n) => n,
                    Tok::Label(n) => {
                        return Err((t.pos, format!("syntax error: unexpected label '{n}:'")));
                    }
                    Tok::Op("(") => {
                        self.i -= 1;
                        "call".to_string()
                    }
                    _ => {
                        return Err((
                            t.pos,
                            format!(
                                "syntax error: expected a method name after '.', found {}",
                                super::describe(&t.tok)
                            ),
                        ));
                    }
                };
                e = self.call_rest(Some(e), name, t.pos, safe)?;
            } else if self.is_op("[")
                && (!self.peek().space_before || !matches!(e, Expr::Call { recv: None, .. }))
            {
                let pos = self.next().pos;
                let mut block = None;
                let args = self.call_args("]", &mut block)?;
                e = call(Some(e), "[]", args, pos);
            } else {
                return Ok(e);
            }
        }
    }

    /// Array elements up to `close`.
    pub(super) fn list(&mut self, close: &str) -> PResult<Vec<Expr>> {
        let mut block = None;
        let args = self.call_args(close, &mut block)?;
        if block.is_some() {
            return Err((self.pos(), "syntax error: unexpected block argument".into()));
        }
        Ok(args)
    }

    fn hash_literal(&mut self) -> PResult<Expr> {
        let mut pairs = Vec::new();
        self.skip_newlines();
        while !self.eat_op("}") {
            if let Tok::Label(l) = &self.peek().tok {
                let key = Expr::Sym(l.clone());
                self.i += 1;
                self.skip_newlines();
                pairs.push((key, self.expr()?));
            } else {
                let k = self.expr()?;
                self.skip_newlines();
                self.expect_op("=>")?;
                self.skip_newlines();
                pairs.push((k, self.expr()?));
            }
            self.skip_newlines();
            if !self.eat_op(",") {
                self.skip_newlines();
                self.expect_op("}")?;
                break;
            }
            self.skip_newlines();
        }
        Ok(Expr::Hash(pairs))
    }

    fn if_expr(&mut self, unless: bool) -> PResult<Expr> {
        let cond = self.expr_stmt()?;
        self.eat_kw("then");
        let then = self.stmts(&[])?;
        let otherwise = if self.eat_kw("elsif") {
            if unless {
                return Err((self.pos(), "syntax error: 'elsif' in 'unless'".into()));
            }
            self.if_expr(false)?
        } else if self.eat_kw("else") {
            let e = self.stmts(&[])?;
            self.expect_kw("end")?;
            e
        } else {
            self.expect_kw("end")?;
            Expr::Nil
        };
        // `elsif` recursion already consumed the shared `end`.
        Ok(if unless {
            Expr::If(Box::new(cond), Box::new(otherwise), Box::new(then))
        } else {
            Expr::If(Box::new(cond), Box::new(then), Box::new(otherwise))
        })
    }

    fn case_expr(&mut self, pos: Pos) -> PResult<Expr> {
        let subject = if matches!(self.peek().tok, Tok::Newline) || self.is_kw("when") {
            None
        } else {
            Some(Box::new(self.expr_stmt()?))
        };
        self.skip_newlines();
        let mut whens = Vec::new();
        while self.eat_kw("when") {
            let mut values = Vec::new();
            loop {
                self.skip_newlines();
                if self.eat_op("*") {
                    values.push(Expr::Splat(Box::new(self.ternary()?)));
                } else {
                    values.push(self.ternary()?);
                }
                if !self.eat_op(",") {
                    break;
                }
            }
            self.eat_kw("then");
            let body = self.stmts(&[])?;
            whens.push((values, body));
        }
        if self.is_kw("in") {
            return Err((
                self.pos(),
                "pattern matching ('case ... in') is not supported in templates".into(),
            ));
        }
        let otherwise = if self.eat_kw("else") {
            self.stmts(&[])?
        } else {
            Expr::Nil
        };
        self.expect_kw("end")?;
        Ok(Expr::Case(subject, whens, Box::new(otherwise), pos))
    }
}

/// The highest numbered parameter (`_1` is 0) the tokens use, looking
/// into string interpolations too.
fn numbered_used(toks: &[super::super::lexer::Token]) -> Option<usize> {
    toks.iter()
        .filter_map(|t| match &t.tok {
            Tok::Ident(n) => ["_1", "_2", "_3", "_4"].iter().position(|x| x == n),
            Tok::Str(parts) | Tok::DSym(parts) | Tok::Regex(parts, _) => parts
                .iter()
                .filter_map(|p| match p {
                    StrPart::Code(inner, _) => numbered_used(inner),
                    StrPart::Lit(_) => None,
                })
                .max(),
            _ => None,
        })
        .max()
}
