//! Operators: Puppet's binary precedence (folded by the builder), and
//! the spans and kinds of binary, assignment and relationship operators.

use super::ast::*;
use super::span::Span;

pub(super) fn precedence(op: BinaryOp) -> u8 {
    use BinaryOp::*;
    match op {
        Or => 1,
        And => 2,
        Lt | Le | Gt | Ge => 3,
        Eq | Ne => 4,
        Shl | Shr => 5,
        Add | Sub => 6,
        Mul | Div | Mod => 7,
        Match | NotMatch => 8,
        In => 9,
    }
}

/// Puppet locates a binary expression at its operator.
pub(super) fn reduce(operands: &mut Vec<Expr>, op: BinaryOp, op_span: Span) {
    let right = operands.pop().expect("right operand");
    let left = operands.pop().expect("left operand");
    let span = Span {
        end: right.span.end,
        ..op_span
    };
    operands.push(Expr::new(
        ExprKind::Binary(op, Box::new(left), Box::new(right)),
        span,
    ));
}

/// Pushes a binary operator, first folding the pending ones that bind at
/// least as tightly (operators are left-associative).
pub(super) fn push_operator(
    operands: &mut Vec<Expr>,
    operators: &mut Vec<(BinaryOp, Span)>,
    op: BinaryOp,
    at: Span,
) {
    while let Some(&(top, top_span)) = operators.last() {
        if precedence(top) < precedence(op) {
            break;
        }
        operators.pop();
        reduce(operands, top, top_span);
    }
    operators.push((op, at));
}

/// Before a selector `? { ... }`: Puppet's `?` binds below the
/// comparisons and above `and`, so the pending operators that bind more
/// tightly than `and` fold into its subject.
pub(super) fn fold_for_selector(operands: &mut Vec<Expr>, operators: &mut Vec<(BinaryOp, Span)>) {
    while let Some(&(top, top_span)) = operators.last() {
        if precedence(top) <= precedence(BinaryOp::And) {
            break;
        }
        operators.pop();
        reduce(operands, top, top_span);
    }
}

/// Applies a prefix operator; a negated number literal stays a literal.
pub(super) fn apply_prefix(op: UnaryOp, operand: Expr, span: Span) -> Expr {
    match (op, operand.kind) {
        (UnaryOp::Neg, ExprKind::Integer(i)) => {
            Expr::new(ExprKind::Integer(i.wrapping_neg()), span)
        }
        (UnaryOp::Neg, ExprKind::Float(f)) => Expr::new(ExprKind::Float(-f), span),
        (op, kind) => Expr::new(
            ExprKind::Unary(op, Box::new(Expr::new(kind, operand.span))),
            span,
        ),
    }
}

pub(super) fn join(a: Span, b: Span) -> Span {
    Span {
        end: b.end.max(a.end),
        ..a
    }
}

pub(super) fn assign_op(text: &str) -> AssignOp {
    match text {
        "+=" => AssignOp::Append,
        "-=" => AssignOp::Delete,
        _ => AssignOp::Assign,
    }
}

pub(super) fn binary_op(text: &str) -> BinaryOp {
    use BinaryOp::*;
    match text {
        "or" => Or,
        "and" => And,
        "in" => In,
        "=~" => Match,
        "!~" => NotMatch,
        "==" => Eq,
        "!=" => Ne,
        "<=" => Le,
        ">=" => Ge,
        "<<" => Shl,
        ">>" => Shr,
        "<" => Lt,
        ">" => Gt,
        "+" => Add,
        "-" => Sub,
        "*" => Mul,
        "/" => Div,
        _ => Mod,
    }
}

/// `left op right` for a relationship operator located at `op_span`.
/// Puppet's assignment binds looser than a relationship, so when the
/// right operand is an assignment (`a -> $b = c`) the relationship is its
/// target: `(a -> $b) = c`, which the validator then refuses as Puppet's
/// does ("Illegal attempt to assign to 'a '->' expression'").
pub(super) fn chain_link(op: ChainOp, left: Expr, op_span: Span, right: Expr) -> Expr {
    if let ExprKind::Assign(assign, target, value) = right.kind {
        let span = Span {
            end: target.span.end,
            ..op_span
        };
        let chain = Expr::new(ExprKind::Chain(op, Box::new(left), target), span);
        return Expr::new(ExprKind::Assign(assign, Box::new(chain), value), right.span);
    }
    let span = Span {
        end: right.span.end,
        ..op_span
    };
    Expr::new(ExprKind::Chain(op, Box::new(left), Box::new(right)), span)
}
