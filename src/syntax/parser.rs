//! Text to AST: runs the pest grammar and builds [`Expr`] trees with spans.
//!
//! The grammar leaves binary operators as flat sequences; this builder folds
//! them by Puppet's precedence, turns `operand { ... }` forms into resource
//! declarations, defaults, amendments or collector overrides, and applies
//! string escapes. It reports the first syntax error as Puppet does:
//! `Syntax error at 'token'`.

use std::collections::HashMap;

use pest::Parser as _;
use pest::iterators::Pair;

use super::ast::*;
use super::calls::STATEMENT_CALLS;
use super::escape::unescape_single;
use super::heredoc::{self, Heredoc};
use super::lexical::{
    check_continuations, check_nesting, error_offset, opens_definition, skip_separator,
    skip_trivia, unclosed_error,
};
pub(super) use super::lexical::{syntax_error, syntax_error_at, token_error_offset};
use super::operators::{
    apply_prefix, assign_op, binary_op, fold_for_selector, join, push_operator, reduce,
};
use super::span::{Diagnostic, FileId, Source, Span};
use super::tail;

#[derive(pest_derive::Parser)]
#[grammar = "../grammar/puppet.pest"]
pub(super) struct PuppetParser;

/// Brackets nested deeper than this are refused before parsing, so no
/// input can overflow the stack of the parser, the builder or the evaluator.
pub const MAX_NESTING: usize = 200;

/// Parses a whole manifest into its top-level statements.
pub fn parse(source: &Source, file: FileId) -> Result<Vec<Expr>, Diagnostic> {
    parse_with(source, file, true)
}

/// Parses with the pest grammar alone, without the hand-written fast path
/// for common statements: the reference the fast path is tested against.
pub fn parse_reference(source: &Source, file: FileId) -> Result<Vec<Expr>, Diagnostic> {
    parse_with(source, file, false)
}

fn parse_with(source: &Source, file: FileId, fast: bool) -> Result<Vec<Expr>, Diagnostic> {
    super::lexical::refuse_byte_order_mark(source, file)?;
    let at = |offset: usize| source.span(file, offset, offset);
    check_nesting(&source.text).map_err(|offset| {
        Diagnostic::new(
            at(offset),
            format!("Expression nesting is too deep (more than {MAX_NESTING} levels)"),
        )
    })?;
    let (text, heredocs) =
        heredoc::extract(&source.text).map_err(|e| Diagnostic::new(at(e.offset), e.message))?;
    let split = if fast { tail::split_point(&text) } else { None };
    let tail_heredocs = split.map(|_| heredocs.clone());
    let mut builder = Builder::new(source, file, heredocs);
    std::thread::scope(|threads| {
        // The second half, parsed meanwhile when the text is large.
        let mut tail = split.zip(tail_heredocs).map(|(at, heredocs)| {
            let text = &text;
            let job = threads.spawn(move || tail::parse_tail(source, file, heredocs, text, at));
            (at, job)
        });
        let mut statements: Vec<Expr> = Vec::new();
        let mut pos = 0;
        // Where the last statement started.
        let mut previous_at: Option<usize> = None;
        loop {
            // Puppet allows one `;` between statements, not before the
            // first one nor after the last.
            pos = if statements.is_empty() {
                skip_trivia(&text, pos)
            } else {
                skip_separator(&text, pos).map_err(|at| syntax_error_at(source, file, &text, at))?
            };
            // (A statement read by the full grammar moves the builder's
            // base, which the thread's builder would not share.)
            if tail.as_ref().is_some_and(|(at, _)| *at == pos) && builder.base == 0 {
                let (_, job) = tail.take().expect("checked");
                if let Ok(Some(rest)) = job.join() {
                    statements.extend(rest);
                    pos = text.len();
                }
            }
            if pos == text.len() {
                if let Some(error) = builder.deferred.take() {
                    return Err(error);
                }
                check_continuations(source, file, &statements)?;
                return Ok(statements);
            }
            if fast && let Some((statement, end)) = super::descent::statement(&builder, &text, pos)
            {
                previous_at = Some(pos);
                statements.push(statement);
                pos = end;
                continue;
            }
            let rest = &text[pos..];
            let mut pairs = stacker::maybe_grow(256 * 1024, 8 * 1024 * 1024, || {
                super::lexical::with_grammar_limit(rest.len(), || {
                    PuppetParser::parse(Rule::next_statement, rest)
                })
            })
            .map_err(|e| {
                // A comma after a statement makes Puppet's grammar read a
                // list of expressions, which only a call may take.
                if rest.starts_with(',') {
                    let message = match statements.iter().rev().nth(1).map(|s| &s.kind) {
                        Some(ExprKind::BareWord(name)) if statements.len() >= 2 => format!(
                            "attempt to pass argument list to the function '{name}' which cannot be called without parentheses"
                        ),
                        _ => "illegal comma separated argument list".to_string(),
                    };
                    return Diagnostic::new(at(pos), message);
                }
                let syntax = (|| {
                    // The previous statement may have stopped short of an
                    // error: report the furthest point either parse reached.
                    if let Some(start) = previous_at {
                        let probe = super::lexical::with_grammar_limit(text.len() - start, || {
                            PuppetParser::parse(Rule::statement_pair_probe, &text[start..])
                        });
                        if let Err(pair) = probe
                            && start + error_offset(&pair) > pos + error_offset(&e) {
                                return (syntax_error(source, file, &text, start, pair), false);
                            }
                    }
                    if rest.starts_with('{')
                        && let Some(start) = previous_at
                        && let Err(probe) = super::lexical::with_grammar_limit(text.len() - start, || {
                            PuppetParser::parse(Rule::brace_probe, &text[start..])
                        })
                        && start + error_offset(&probe) > pos
                    {
                        return (syntax_error(source, file, &text, start, probe), false);
                    }
                    if opens_definition(rest)
                        && let Some(at) = token_error_offset(Rule::definition_probe, rest)
                            .filter(|&at| !rest[at..].trim().is_empty())
                        {
                            return (syntax_error_at(source, file, &text, pos + at), false);
                        }
                    (syntax_error(source, file, &text, pos, e), true)
                })();
                let (syntax, plain) = syntax;
                // Puppet's parser pulls tokens as it goes: an unclosed
                // string is reported when the parse reaches it (an input
                // ending inside brackets, only at its end).
                match unclosed_error(source, file, &text, pos) {
                    Some(quote)
                        if quote.message.starts_with("Unclosed")
                            && (syntax.span.line == 0
                                || syntax.span.start + 1 >= quote.span.start) =>
                    {
                        quote
                    }
                    Some(end) if plain && !end.message.starts_with("Unclosed") => end,
                    _ => syntax,
                }
            })?;
            let pair = pairs.next().expect("next_statement rule");
            let consumed = pair.as_span().end();
            builder.base = pos;
            let statement = pair.into_inner().next().expect("statement");
            let statement = builder.statement(statement)?;
            previous_at = Some(pos);
            statements.push(statement);
            pos += consumed;
        }
    })
}

pub(super) struct Builder<'a> {
    pub(super) source: &'a Source,
    pub(super) file: FileId,
    pub(super) heredocs: HashMap<usize, Heredoc>,
    /// Offset of the parsed slice in the source (statements are parsed
    /// one at a time from the remaining text).
    pub(super) base: usize,
    /// The line of the last span made, where the next is likely to be.
    pub(super) line_hint: std::cell::Cell<usize>,
    /// An error Puppet finds after lexing the whole text (an integer
    /// literal out of range): reported only if lexing finds nothing.
    pub(super) deferred: std::cell::RefCell<Option<Diagnostic>>,
}

pub(super) type Built<T> = Result<T, Diagnostic>;

impl<'a> Builder<'a> {
    pub(super) fn new(source: &'a Source, file: FileId, heredocs: HashMap<usize, Heredoc>) -> Self {
        Builder {
            source,
            file,
            heredocs,
            base: 0,
            line_hint: std::cell::Cell::new(0),
            deferred: Default::default(),
        }
    }

    pub(super) fn span(&self, pair: &Pair<Rule>) -> Span {
        let s = pair.as_span();
        self.source.span_near(
            self.file,
            self.base + s.start(),
            self.base + s.end(),
            &self.line_hint,
        )
    }

    pub(super) fn error(&self, pair: &Pair<Rule>, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(self.span(pair), message)
    }

    fn statements(&self, pair: Pair<Rule>) -> Built<Vec<Expr>> {
        let statements = pair
            .into_inner()
            .map(|p| self.statement(p))
            .collect::<Built<Vec<Expr>>>()?;
        check_continuations(self.source, self.file, &statements)?;
        Ok(statements)
    }

    pub(super) fn block(&self, pair: Pair<Rule>) -> Built<Block> {
        self.statements(pair.into_inner().next().expect("block statements"))
    }

    pub(super) fn statement(&self, pair: Pair<Rule>) -> Built<Expr> {
        let inner = pair.into_inner().next().expect("statement inner");
        match inner.as_rule() {
            Rule::statement_chain => self.chain(inner),
            Rule::class_def | Rule::define_def | Rule::function_def => self.definition(inner),
            Rule::node_def => self.node_def(inner),
            Rule::type_alias => {
                let span = self.span(&inner);
                let mut it = parts(inner);
                let name_pair = it.next().expect("alias name");
                let name = name_pair.as_str().to_string();
                if name.starts_with("::") {
                    // CLASSREF_EXT_DECL: an alias is named without `::`.
                    return Err(Diagnostic::new(
                        self.span(&name_pair),
                        format!(
                            "Unacceptable name. The name '{name}' is unacceptable as the name of a Type Alias"
                        ),
                    ));
                }
                let target_pair = it.next().expect("alias type");
                // The alias ends with its type (not the blanks after).
                let span = Span {
                    end: self.span(&target_pair).end,
                    ..span
                };
                let target = if target_pair.as_rule() == Rule::alias_object {
                    let mut parts: Vec<_> = target_pair.into_inner().collect();
                    let hash_pair = parts.pop().expect("object hash");
                    let parent = parts.pop().map(|p| self.atom(p.clone(), self.span(&p)));
                    let hash = self.atom(hash_pair.clone(), self.span(&hash_pair))?;
                    Expr::object_alias(parent.transpose()?, hash)
                } else {
                    self.postfix(target_pair.into_inner().next().expect("alias type"))?
                };
                // Puppet's alias takes a type, maybe with one `[...]`: a
                // further access, method call or operator makes an
                // expression that holds the alias, which is then no
                // longer a top-level definition.
                let plain = match &target.kind {
                    ExprKind::TypeRef(_) => true,
                    ExprKind::Access(left, _) => matches!(left.kind, ExprKind::TypeRef(_)),
                    _ => false,
                };
                if !plain || it.next().is_some() {
                    let error =
                        Diagnostic::new(self.span(&name_pair), super::validate::NOT_TOP_LEVEL);
                    self.deferred.borrow_mut().get_or_insert(error);
                }
                Ok(Expr::new(ExprKind::TypeAlias(name, Box::new(target)), span))
            }
            rule => unreachable!("statement {rule:?}"),
        }
    }

    pub(super) fn chain(&self, pair: Pair<Rule>) -> Built<Expr> {
        let mut it = pair.into_inner();
        let mut left = self.chain_operand(it.next().expect("chain operand"))?;
        while let Some(op_pair) = it.next() {
            let right = self.chain_operand(it.next().expect("chain right"))?;
            left = self.chain_link(left, &op_pair, right);
        }
        Ok(left)
    }

    fn chain_link(&self, left: Expr, op_pair: &Pair<Rule>, right: Expr) -> Expr {
        let op = match op_pair.as_str() {
            "->" => ChainOp::Before,
            "~>" => ChainOp::Notify,
            "<-" => ChainOp::After,
            _ => ChainOp::NotifiedBy,
        };
        // Puppet locates a relationship at its arrow.
        super::operators::chain_link(op, left, self.span(op_pair), right)
    }

    fn chain_operand(&self, pair: Pair<Rule>) -> Built<Expr> {
        match pair.as_rule() {
            Rule::resource_expr => self.resource_expr(pair),
            Rule::operand => self.operand(pair),
            Rule::statement_call => self.statement_call(pair),
            rule => unreachable!("chain operand {rule:?}"),
        }
    }

    fn resource_expr(&self, pair: Pair<Rule>) -> Built<Expr> {
        let mut parts = pair.into_inner();
        let core = parts.next().expect("resource");
        let span = self.span(&core);
        let mut form = ResourceForm::Regular;
        let mut type_expr = None;
        let mut bodies = Vec::new();
        for p in core.into_inner() {
            match p.as_rule() {
                Rule::resource_form => {
                    form = if p.as_str().starts_with("@@") {
                        ResourceForm::Exported
                    } else {
                        ResourceForm::Virtual
                    }
                }
                Rule::resource_type => {
                    type_expr = Some(self.resource_type(p.into_inner().next().expect("type"))?)
                }
                Rule::bare_type_word => {
                    type_expr = Some(Expr::new(
                        ExprKind::BareWord(p.as_str().to_string()),
                        self.span(&p),
                    ))
                }
                Rule::resource_bodies => bodies = self.resource_bodies(p)?,
                Rule::attribute_ops => {}
                rule => unreachable!("resource part {rule:?}"),
            }
        }
        let type_expr = Box::new(type_expr.expect("resource type"));
        if bodies.is_empty() {
            return Err(super::calls::untitled_virtual(form, &type_expr, span));
        }
        let mut resource = Expr::new(
            ExprKind::Resource(Box::new(ResourceExpr {
                form,
                type_expr,
                bodies,
            })),
            span,
        );
        // `file { 'a': } { 'b': }`: the resource is the next one's type.
        for p in parts {
            let end = self.span(&p).end;
            let bodies = self.resource_bodies(p.into_inner().next().expect("bodies"))?;
            resource = Expr::new(
                ExprKind::Resource(Box::new(ResourceExpr {
                    form: ResourceForm::Regular,
                    type_expr: Box::new(resource),
                    bodies,
                })),
                Span { end, ..span },
            );
        }
        Ok(resource)
    }

    fn resource_type(&self, pair: Pair<Rule>) -> Built<Expr> {
        match pair.as_rule() {
            Rule::bare_type_word => Ok(Expr::new(
                ExprKind::BareWord(pair.as_str().to_string()),
                self.span(&pair),
            )),
            _ => self.postfix(pair),
        }
    }

    fn resource_bodies(&self, pair: Pair<Rule>) -> Built<Vec<ResourceBody>> {
        pair.into_inner()
            .map(|body| {
                let span = self.span(&body);
                let mut it = body.into_inner();
                let title = self.expression(it.next().expect("title"))?;
                let ops = it
                    .next()
                    .map(|p| self.attribute_ops(p))
                    .transpose()?
                    .unwrap_or_default();
                Ok(ResourceBody { title, ops, span })
            })
            .collect()
    }

    pub(super) fn attribute_ops(&self, pair: Pair<Rule>) -> Built<Vec<AttributeOp>> {
        pair.into_inner()
            .map(|op| {
                let span = self.span(&op);
                let mut it = op.into_inner();
                let name = it.next().expect("attr name").as_str().to_string();
                let append = it.next().expect("arrow").as_str() == "+>";
                let value = self.expression(it.next().expect("attr value"))?;
                Ok(AttributeOp {
                    name,
                    append,
                    value,
                    span,
                })
            })
            .collect()
    }

    fn operand(&self, pair: Pair<Rule>) -> Built<Expr> {
        let span = self.span(&pair);
        let mut it = pair.into_inner();
        let expr_pair = it.next().expect("operand expression");
        let Some(next) = it.next() else {
            return self.expression(expr_pair);
        };
        if next.as_rule() == Rule::assign_op {
            // Puppet locates an assignment at its operator.
            let span = Span {
                end: span.end,
                ..self.span(&next)
            };
            let left = self.expression(expr_pair)?;
            let right = self.assignment_rhs(it.next().expect("assignment"))?;
            return Ok(Expr::new(
                ExprKind::Assign(assign_op(next.as_str()), Box::new(left), Box::new(right)),
                span,
            ));
        }
        // `expr { ... }`: the expression must be a lone type, reference or collector.
        let target = self.expression(expr_pair.clone())?;
        let block_span = self.span(&next);
        let inner = next.into_inner().next();
        let is_bodies = inner
            .as_ref()
            .is_some_and(|p| p.as_rule() == Rule::resource_bodies);
        match (&target.kind, is_bodies) {
            // `$type { $title: }` declares a resource whose type is computed.
            (_, true) => {
                let bodies = self.resource_bodies(inner.expect("bodies"))?;
                let resource = ResourceExpr {
                    form: ResourceForm::Regular,
                    type_expr: Box::new(target),
                    bodies,
                };
                Ok(Expr::new(ExprKind::Resource(Box::new(resource)), span))
            }
            (ExprKind::TypeRef(_), false) => {
                let ops = inner
                    .map(|p| self.attribute_ops(p))
                    .transpose()?
                    .unwrap_or_default();
                Ok(Expr::new(
                    ExprKind::ResourceDefaults(Box::new(target), ops),
                    span,
                ))
            }
            (ExprKind::Access(..), false) => {
                let ops = inner
                    .map(|p| self.attribute_ops(p))
                    .transpose()?
                    .unwrap_or_default();
                Ok(Expr::new(
                    ExprKind::ResourceOverride(Box::new(target), ops),
                    span,
                ))
            }
            (ExprKind::Collector(c), false) => {
                let mut collector = c.clone();
                collector.ops = inner
                    .map(|p| self.attribute_ops(p))
                    .transpose()?
                    .unwrap_or_default();
                Ok(Expr::new(ExprKind::Collector(collector), span))
            }
            // `notice { a => 1 }`: a statement function given a hash.
            (ExprKind::BareWord(word), false) if STATEMENT_CALLS.contains(&word.as_str()) => {
                self.untitled_call(word, inner, block_span, span)
            }
            (ExprKind::BareWord(word), false) => Err(Diagnostic::new(
                target.span,
                format!(
                    "This expression is invalid. Did you try declaring a '{word}' resource without a title?"
                ),
            )),
            // Puppet's grammar takes any expression before the block and
            // then refuses it, located where Puppet locates the expression.
            _ => Err(Diagnostic::new(target.span, super::lexical::NOT_A_RESOURCE)),
        }
    }

    /// The right side of an assignment: a value, possibly a chain.
    fn assignment_rhs(&self, pair: Pair<Rule>) -> Built<Expr> {
        let mut it = pair.into_inner();
        let first = it.next().expect("assigned value");
        let mut left = match first.as_rule() {
            Rule::resource_expr => self.resource_expr(first)?,
            _ => self.operand(first)?,
        };
        while let Some(op_pair) = it.next() {
            let right = self.chain_operand(it.next().expect("chain right"))?;
            left = self.chain_link(left, &op_pair, right);
        }
        Ok(left)
    }

    /// Folds `prefix* operand (op prefix* operand)*` by precedence.
    pub(super) fn expression(&self, pair: Pair<Rule>) -> Built<Expr> {
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.expression_inner(pair))
    }

    fn expression_inner(&self, pair: Pair<Rule>) -> Built<Expr> {
        let mut operands: Vec<Expr> = Vec::new();
        let mut operators: Vec<(BinaryOp, Span)> = Vec::new();
        let mut prefixes: Vec<Pair<Rule>> = Vec::new();
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::prefix_op => prefixes.push(p),
                Rule::postfix => {
                    // Puppet's lexer reads the digits of `-9223372036854775808`
                    // alone, out of range: there is no literal for the
                    // smallest integer.
                    let mut operand = self.postfix(p)?;
                    for prefix in prefixes.drain(..).rev() {
                        let op = match prefix.as_str() {
                            "!" => UnaryOp::Not,
                            "-" => UnaryOp::Neg,
                            _ => UnaryOp::Splat,
                        };
                        let span = join(self.span(&prefix), operand.span);
                        operand = apply_prefix(op, operand, span);
                    }
                    operands.push(operand);
                }
                Rule::infix_op | Rule::query_infix => {
                    let op = binary_op(p.as_str());
                    push_operator(&mut operands, &mut operators, op, self.span(&p));
                }
                Rule::selector => {
                    fold_for_selector(&mut operands, &mut operators);
                    let subject = operands.pop().expect("a selector's subject");
                    operands.push(self.selector(subject, p)?);
                }
                rule => unreachable!("expression part {rule:?}"),
            }
        }
        while let Some((op, op_span)) = operators.pop() {
            reduce(&mut operands, op, op_span);
        }
        Ok(operands.pop().expect("one operand"))
    }

    pub(super) fn postfix(&self, pair: Pair<Rule>) -> Built<Expr> {
        let mut it = pair.into_inner();
        let expr = self.primary(it.next().expect("primary"))?;
        self.apply_postfixes(expr, it)
    }

    /// Applies access, method-call and selector suffixes in order.
    pub(super) fn apply_postfixes<'i>(
        &self,
        mut expr: Expr,
        suffixes: impl Iterator<Item = Pair<'i, Rule>>,
    ) -> Built<Expr> {
        for p in suffixes {
            let span = join(expr.span, self.span(&p));
            expr = match p.as_rule() {
                Rule::access => {
                    let keys = self.arguments(p)?;
                    Expr::new(ExprKind::Access(Box::new(expr), keys), span)
                }
                Rule::method_call => {
                    let mut at = self.span(&p);
                    let mut parts = p.into_inner();
                    let name = parts.next().expect("method name").as_str().to_string();
                    let mut call = Call {
                        name,
                        args: Vec::new(),
                        lambda: None,
                        parenthesized: false,
                    };
                    for part in parts {
                        match part.as_rule() {
                            Rule::call_args => {
                                // With parentheses Puppet locates the call
                                // at `(`; without, at the dot.
                                at = self.span(&part);
                                call.parenthesized = true;
                                call.args = self.arguments(part)?;
                            }
                            _ => call.lambda = Some(self.lambda(part)?),
                        }
                    }
                    let at = Span {
                        end: span.end,
                        ..at
                    };
                    Expr::new(ExprKind::MethodCall(Box::new(expr), Box::new(call)), at)
                }
                Rule::postfix_call => self.postfix_call(expr, p, span)?,
                rule => unreachable!("postfix {rule:?}"),
            };
        }
        Ok(expr)
    }

    fn primary(&self, pair: Pair<Rule>) -> Built<Expr> {
        let span = self.span(&pair);
        let inner = pair.into_inner().next().expect("primary inner");
        self.atom(inner, span)
    }

    pub(super) fn atom(&self, p: Pair<Rule>, span: Span) -> Built<Expr> {
        let kind = match p.as_rule() {
            Rule::chain => ExprKind::Paren(Box::new(self.chain(p)?)),
            Rule::literal_keyword => match p.as_str() {
                "true" => ExprKind::Bool(true),
                "false" => ExprKind::Bool(false),
                "undef" => ExprKind::Undef,
                _ => ExprKind::Default,
            },
            Rule::number => self.number(&p)?,
            Rule::heredoc => return self.heredoc(&p, span),
            Rule::dq_string => self.dq_string(p)?,
            Rule::sq_string => ExprKind::Str(unescape_single(
                p.into_inner().next().expect("sq body").as_str(),
            )),
            Rule::regex => {
                let s = p.as_str();
                let body = &s[1..s.len() - 1];
                if let Some(error) = super::regex::literal_error(body, span) {
                    self.deferred.borrow_mut().get_or_insert(error);
                }
                ExprKind::Regex(body.to_string())
            }
            Rule::variable | Rule::odd_variable => ExprKind::Variable(p.as_str()[1..].to_string()),
            Rule::array => ExprKind::Array(self.arguments(p)?),
            Rule::hash => ExprKind::Hash(
                p.into_inner()
                    .map(|entry| self.hash_entry(entry))
                    .collect::<Built<_>>()?,
            ),
            Rule::if_expr => self.if_expr(p)?,
            Rule::unless_expr => {
                let mut it = parts(p);
                let cond = self.expression(it.next().expect("cond"))?;
                let then = self.block(it.next().expect("then"))?;
                let otherwise = it
                    .next()
                    .map(|e| self.block(parts(e).next().expect("else block")))
                    .transpose()?;
                ExprKind::Unless(Box::new(cond), then, otherwise.map(Box::new))
            }
            Rule::case_expr => {
                let mut it = parts(p);
                let subject = self.expression(it.next().expect("case subject"))?;
                let options = it
                    .map(|option| {
                        let span = self.span(&option);
                        let mut values = Vec::new();
                        let mut body = Vec::new();
                        for part in option.into_inner() {
                            match part.as_rule() {
                                Rule::block => body = self.block(part)?,
                                _ => values.push(self.expression(part)?),
                            }
                        }
                        Ok(CaseOption { values, body, span })
                    })
                    .collect::<Built<_>>()?;
                ExprKind::Case(Box::new(subject), options)
            }
            Rule::collector => {
                let mut it = p.into_inner();
                let collected = it.next().expect("collector type");
                let q = it.next().expect("collector query");
                let exported = q.as_rule() == Rule::exported_query;
                let mut parts = collected.clone().into_inner();
                let first = parts.next().expect("collector type name");
                let unacceptable = match (first.as_rule(), parts.next()) {
                    (Rule::type_ref, None) => None,
                    (Rule::type_ref, Some(_)) => Some("A '[]' expression"),
                    _ => Some("A Name"),
                };
                if let Some(what) = unacceptable {
                    let query = if exported {
                        "Exported Query"
                    } else {
                        "Virtual Query"
                    };
                    return Err(self.error(
                        &collected,
                        format!(
                            "Illegal expression. {what} is unacceptable as type name in a {query}"
                        ),
                    ));
                }
                let type_name = first.as_str().trim_start_matches("::").to_string();
                let query = q.into_inner().next().map(|q| self.query(q)).transpose()?;
                ExprKind::Collector(Box::new(Collector {
                    type_name,
                    exported,
                    query,
                    ops: Vec::new(),
                }))
            }
            Rule::call => {
                let mut it = p.into_inner();
                let name = it.next().expect("call name").as_str().to_string();
                let args = self.arguments(it.next().expect("call args"))?;
                let lambda = it.next().map(|l| self.lambda(l)).transpose()?;
                ExprKind::Call(Box::new(Call {
                    name,
                    args,
                    lambda,
                    parenthesized: true,
                }))
            }
            // Type references are absolute: `::Php::Config` is `Php::Config`.
            Rule::type_ref => ExprKind::TypeRef(
                p.as_str()
                    .strip_prefix("::")
                    .unwrap_or(p.as_str())
                    .to_string(),
            ),
            Rule::bare_word => ExprKind::BareWord(p.as_str().to_string()),
            rule => unreachable!("primary {rule:?}"),
        };
        Ok(Expr::new(kind, span))
    }
}

/// The children of a pair without its keyword tokens.
pub(super) fn parts(pair: Pair<Rule>) -> impl Iterator<Item = Pair<Rule>> {
    pair.into_inner().filter(|p| {
        !matches!(
            p.as_rule(),
            Rule::kw_if
                | Rule::kw_elsif
                | Rule::kw_else
                | Rule::kw_unless
                | Rule::kw_case
                | Rule::kw_class
                | Rule::kw_define
                | Rule::kw_node
                | Rule::kw_function
                | Rule::kw_type
                | Rule::kw_inherits
        )
    })
}

/// Call, access and array arguments being built: consecutive `k => v`
/// pairs gather into one hash argument, as Puppet's unbraced hashes do.
#[derive(Default)]
pub(super) struct Arguments {
    pub(super) values: Vec<Expr>,
    /// Whether the last argument is a hash of such pairs (a braced hash
    /// literal takes no more pairs).
    gathering: bool,
}

impl Arguments {
    pub(super) fn push_value(&mut self, value: Expr) {
        self.values.push(value);
        self.gathering = false;
    }

    /// Adds a pair that spans `span`.
    pub(super) fn push_pair(&mut self, entry: (Expr, Expr), span: Span) {
        match self.values.last_mut() {
            Some(Expr {
                kind: ExprKind::Hash(entries),
                span: hash_span,
            }) if self.gathering => {
                hash_span.end = span.end;
                entries.push(entry);
            }
            _ => self
                .values
                .push(Expr::new(ExprKind::Hash(vec![entry]), span)),
        }
        self.gathering = true;
    }
}
