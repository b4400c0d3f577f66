//! Call forms Puppet's grammar makes of other shapes: a statement
//! function before an untitled body (`notice { a => 1 }` is a call with a
//! hash) and `(` touching an expression (`Integer[0, 100]('10', 16)` is
//! `new`; other callees are refused as Puppet's validator refuses them).

use pest::iterators::Pair;

use super::ast::*;
use super::parser::{Builder, Built, Rule};
use super::span::{Diagnostic, Span};

/// The names Puppet's parser turns into calls when a value follows
/// them without parentheses (its `STATEMENT_CALLS`).
pub(super) const STATEMENT_CALLS: &[&str] = &[
    "require", "realize", "include", "contain", "tag", "debug", "info", "notice", "warning", "err",
    "fail", "import", "break", "next", "return",
];

impl Builder<'_> {
    /// `include a, b`: a statement function called without parentheses.
    pub(super) fn statement_call(&self, pair: Pair<Rule>) -> Built<Expr> {
        let span = self.span(&pair);
        let mut it = pair.into_inner();
        let name = it.next().expect("statement fn").as_str().to_string();
        let args = it.map(|p| self.chain(p)).collect::<Built<_>>()?;
        Ok(Expr::new(
            ExprKind::Call(Box::new(Call {
                name,
                args,
                lambda: None,
                parenthesized: false,
            })),
            span,
        ))
    }

    /// `word { ops }` where `word` is a statement function: Puppet turns
    /// the untitled body back into a hash argument (not with `+>`).
    pub(super) fn untitled_call(
        &self,
        word: &str,
        inner: Option<Pair<Rule>>,
        block_span: Span,
        span: Span,
    ) -> Built<Expr> {
        let ops = inner
            .map(|p| self.attribute_ops(p))
            .transpose()?
            .unwrap_or_default();
        if ops.iter().any(|op| op.append) {
            return Err(Diagnostic::new(
                block_span,
                "Syntax error resource body without title or hash with +>",
            ));
        }
        let entries = ops
            .into_iter()
            .map(|op| (Expr::new(ExprKind::Str(op.name), op.span), op.value))
            .collect();
        let call = Call {
            name: word.to_string(),
            args: vec![Expr::new(ExprKind::Hash(entries), block_span)],
            lambda: None,
            parenthesized: false,
        };
        Ok(Expr::new(ExprKind::Call(Box::new(call)), span))
    }

    /// `callee(args)`: a parameterized type's `new`
    /// (`Integer[0, 100]('10', 16)` is `new(Integer[0, 100], '10', 16)`,
    /// as Puppet evaluates it); any other callee is refused as Puppet's
    /// validator refuses it.
    pub(super) fn postfix_call(&self, callee: Expr, p: Pair<Rule>, span: Span) -> Built<Expr> {
        let is_type = matches!(&callee.kind, ExprKind::Access(left, _) if matches!(left.kind, ExprKind::TypeRef(_)));
        if !is_type {
            return Err(Diagnostic::new(
                callee.span,
                format!(
                    "Illegal expression. {} is unacceptable as function name in a Function Call",
                    super::validate::a_an_uc(&super::validate::label(&callee))
                ),
            ));
        }
        let mut args = vec![callee];
        let mut lambda = None;
        for part in p.into_inner() {
            match part.as_rule() {
                Rule::call_args => args.extend(self.arguments(part)?),
                _ => lambda = Some(self.lambda(part)?),
            }
        }
        let call = Call {
            name: "new".into(),
            args,
            lambda,
            parenthesized: true,
        };
        Ok(Expr::new(ExprKind::Call(Box::new(call)), span))
    }
}

/// `@File { mode => '0644' }`: a virtual or exported body without titles.
/// A type's defaults or a reference's amendment are not virtualizable; a
/// word's untitled body is no resource expression to virtualize.
pub(super) fn untitled_virtual(form: ResourceForm, type_expr: &Expr, span: Span) -> Diagnostic {
    let message = match (&type_expr.kind, form) {
        (ExprKind::BareWord(_), ResourceForm::Exported) => {
            "Exported (@@) can only be applied to a Resource Expression"
        }
        (ExprKind::BareWord(_), _) => "Virtual (@) can only be applied to a Resource Expression",
        _ => "Resource Defaults are not virtualizable",
    };
    Diagnostic::new(span, message)
}
