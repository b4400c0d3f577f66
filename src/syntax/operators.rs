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
