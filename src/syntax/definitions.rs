//! Definitions: classes, defines, functions, nodes, their parameters,
//! and lambdas, built from their pest pairs.

use std::sync::Arc;

use pest::iterators::Pair;

use super::ast::*;
use super::parser::{Builder, Built, Rule, parts};
use super::span::{Diagnostic, Span};

impl Builder<'_> {
    pub(super) fn lambda(&self, p: Pair<Rule>) -> Built<Arc<Lambda>> {
        let span = self.span(&p);
        let mut params = Vec::new();
        let mut body = Vec::new();
        for part in p.into_inner() {
            match part.as_rule() {
                Rule::parameter => params.push(self.parameter(part)?),
                Rule::param_comma | Rule::lambda_close => {}
                _ => body = self.block(part)?,
            }
        }
        Ok(Arc::new(Lambda { params, body, span }))
    }

    pub(super) fn parameter(&self, p: Pair<Rule>) -> Built<Parameter> {
        let span = self.span(&p);
        let mut param = Parameter {
            name: String::new(),
            type_expr: None,
            default: None,
            captures_rest: false,
            span,
        };
        for part in p.into_inner() {
            match part.as_rule() {
                Rule::param_type => {
                    param.type_expr = Some(self.postfix(part.into_inner().next().expect("type"))?)
                }
                Rule::captures_rest => param.captures_rest = true,
                Rule::variable => {
                    // Puppet locates a parameter at its variable.
                    param.span = self.span(&part);
                    param.name = part.as_str()[1..].to_string();
                }
                _ => param.default = Some(self.expression(part)?),
            }
        }
        Ok(param)
    }

    pub(super) fn definition(&self, p: Pair<Rule>) -> Built<Expr> {
        let span = self.span(&p);
        let rule = p.as_rule();
        let mut it = parts(p);
        let name_pair = it.next().expect("definition name");
        let name_span = self.span(&name_pair);
        // A leading `::` stays, for the validator to refuse.
        let name = name_pair.as_str().to_string();
        keyword_name(&name, name_span, false)?;
        let mut def = Definition {
            name,
            params: Vec::new(),
            parent: None,
            return_type: None,
            body: Vec::new(),
            span,
            name_span,
        };
        for part in it {
            match part.as_rule() {
                Rule::parameters => {
                    def.params = part
                        .into_inner()
                        .filter(|q| q.as_rule() == Rule::parameter)
                        .map(|q| self.parameter(q))
                        .collect::<Built<_>>()?
                }
                Rule::class_name => {
                    keyword_name(part.as_str(), self.span(&part), true)?;
                    def.parent = Some(part.as_str().trim_start_matches("::").to_string())
                }
                Rule::param_type => {
                    let inner = part.into_inner().next().expect("return type");
                    def.return_type = Some(self.postfix(inner)?)
                }
                Rule::block => def.body = self.block(part)?,
                other => unreachable!("definition part {other:?}"),
            }
        }
        let def = Arc::new(def);
        let kind = match rule {
            Rule::class_def => ExprKind::ClassDef(def),
            Rule::define_def => ExprKind::DefineDef(def),
            _ => ExprKind::FunctionDef(def),
        };
        Ok(Expr::new(kind, span))
    }

    pub(super) fn node_def(&self, p: Pair<Rule>) -> Built<Expr> {
        let span = self.span(&p);
        let mut names = Vec::new();
        let mut body = Vec::new();
        let parts: Vec<Pair<Rule>> = parts(p).collect();
        let block_index = parts.len() - 1;
        let inherits = p_has_inherits(&self.source.text[span.start as usize..span.end as usize]);
        let mut parent = None;
        for (i, part) in parts.into_iter().enumerate() {
            if i == block_index {
                body = self.block(part)?;
                continue;
            }
            let name_span = self.span(&part);
            let inner = part.into_inner().next().expect("node name");
            let expr = match inner.as_rule() {
                Rule::dotted_name => {
                    Expr::new(ExprKind::Str(inner.as_str().to_string()), name_span)
                }
                _ => self.atom(inner, name_span)?,
            };
            if inherits && i + 1 == block_index {
                parent = Some(expr);
            } else {
                names.push(expr);
            }
        }
        Ok(Expr::new(
            ExprKind::NodeDef(Arc::new(NodeDef {
                names,
                parent,
                body,
                span,
            })),
            span,
        ))
    }
}

fn p_has_inherits(text: &str) -> bool {
    let head = text.split('{').next().unwrap_or("");
    head.split_whitespace().any(|w| w == "inherits")
}

/// Puppet's parser refuses the keyword `class` as a name with its own
/// words, and `default` except as the parent a class inherits.
fn keyword_name(name: &str, span: Span, parent: bool) -> Built<()> {
    match name {
        "class" => Err(Diagnostic::new(
            span,
            "'class' keyword not allowed at this location",
        )),
        "default" if !parent => Err(Diagnostic::new(span, "Syntax error at 'default'")),
        _ => Ok(()),
    }
}
