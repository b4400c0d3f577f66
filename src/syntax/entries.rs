//! Arguments, array elements and hash entries, built from their pest
//! pairs: values of Puppet's `assignment` level, `k => v` pairs gathered
//! into unbraced hashes, and the entries Puppet's grammar takes only in
//! some of these places.

use pest::iterators::Pair;

use super::ast::*;
use super::lexical::{skip_trivia, syntax_error_at};
use super::parser::{Arguments, Builder, Built, Rule};
use super::span::Diagnostic;

impl Builder<'_> {
    /// Call, method, access or array arguments (`pair` is the `call_args`,
    /// `access` or `array`); consecutive `k => v` pairs become one hash
    /// argument, as Puppet's unbraced hashes do.
    pub(super) fn arguments(&self, pair: Pair<Rule>) -> Built<Vec<Expr>> {
        let place = pair.as_rule();
        let mut args = Arguments::default();
        for arg in pair.into_inner() {
            let span = self.span(&arg);
            let mut parts = arg.into_inner();
            let first = parts.next().expect("argument");
            match parts.next() {
                Some(value) => {
                    let entry = (self.entry_value(first)?, self.entry_value(value)?);
                    args.push_pair(entry, span);
                }
                None => {
                    if !lone_value_allowed(place, &first) {
                        return Err(self.syntax_error_after(&first));
                    }
                    args.push_value(self.entry_value(first)?);
                }
            }
        }
        Ok(args.values)
    }

    /// A hash literal's `key => value`.
    pub(super) fn hash_entry(&self, entry: Pair<Rule>) -> Built<(Expr, Expr)> {
        let mut kv = entry.into_inner();
        let key = self.entry_value(kv.next().expect("key"))?;
        Ok((key, self.entry_value(kv.next().expect("value"))?))
    }

    /// An entry's value: `type` or `function` as a string, or a chain.
    fn entry_value(&self, pair: Pair<Rule>) -> Built<Expr> {
        match pair.as_rule() {
            Rule::entry_keyword => Ok(Expr::new(
                ExprKind::Str(pair.as_str().to_string()),
                self.span(&pair),
            )),
            _ => self.chain(pair),
        }
    }

    /// Puppet's parser, having taken `pair` as the key of a pair, finds
    /// no `=>`: the syntax error is at the token after it.
    fn syntax_error_after(&self, pair: &Pair<Rule>) -> Diagnostic {
        let input = pair.get_input();
        let at = skip_trivia(input, pair.as_span().end());
        let mut error = syntax_error_at(self.source, self.file, input, at);
        let offset = self.base + at;
        if error.span.line == 0 {
            // At the end of input Puppet gives no position.
            (error.span.start, error.span.end) = (offset as u32, offset as u32);
        } else {
            error.span = self.source.span(self.file, offset, offset);
        }
        error
    }
}

/// Whether a value without `=>` may stand in `place`. Puppet's call
/// arguments are assignments (not `type` or `function` alone), and its
/// access arguments plain expressions: anything else there can only be a
/// pair's key.
fn lone_value_allowed(place: Rule, value: &Pair<Rule>) -> bool {
    match (place, value.as_rule()) {
        (Rule::array, _) => true,
        (_, Rule::entry_keyword) => false,
        (Rule::access, _) => is_plain_expression(value),
        _ => true,
    }
}

/// A chain that is one operand, an expression with no tail: no
/// relationship, assignment or resource.
fn is_plain_expression(chain: &Pair<Rule>) -> bool {
    let mut operands = chain.clone().into_inner();
    let (Some(operand), None) = (operands.next(), operands.next()) else {
        return false;
    };
    operand.as_rule() == Rule::operand && operand.into_inner().count() == 1
}
