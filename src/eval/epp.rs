//! Embedded Puppet templates (`inline_epp`): the template is translated to
//! Puppet code whose text and `<%= %>` parts call a render hook, then
//! parsed and evaluated in a scope of its own.

use std::sync::Arc;

use super::builtins::CallSite;
use super::scope::ScopeId;
use super::{Compiler, Eval};
use crate::catalog::Value;
use crate::syntax::ast::{ExprKind, Lambda};
use crate::syntax::{self, Source, Span};

/// The function the translated template calls to emit output; its
/// leading underscores keep it out of the way of user functions.
pub(super) const RENDER: &str = "__epp_render";

/// A template as Puppet code: its parameter list (the text between the
/// bars, if it declares one) and its body.
struct Translated {
    params: Option<String>,
    body: String,
}

fn render_text(out: &mut String, text: &str) {
    if text.is_empty() {
        return;
    }
    let quoted = text.replace('\\', "\\\\").replace('\'', "\\'");
    out.push_str(&format!("{RENDER}('{quoted}')\n"));
}

/// Splits a template into text and tags, with EPP's trimming: `<%-`
/// drops the blanks before it on its line, `-%>` the newline after it.
fn translate(template: &str) -> Result<Translated, String> {
    let mut body = String::new();
    let mut params = None;
    let mut text = String::new();
    let mut rest = template;
    let mut first_tag = true;
    loop {
        let Some(open) = rest.find("<%") else {
            text.push_str(&rest.replace("%%>", "%>"));
            break;
        };
        text.push_str(&rest[..open].replace("%%>", "%>"));
        let after = &rest[open + 2..];
        if let Some(literal) = after.strip_prefix('%') {
            text.push_str("<%");
            rest = literal;
            continue;
        }
        let (trim_left, after) = match after.strip_prefix('-') {
            Some(a) => (true, a),
            None => (false, after),
        };
        if trim_left {
            let kept = text.trim_end_matches([' ', '\t']).len();
            text.truncate(kept);
        }
        let close = after
            .find("%>")
            .ok_or_else(|| "Unbalanced epp tag, reached <eof> without closing tag.".to_string())?;
        let (inner, trim_right) = match after[..close].strip_suffix('-') {
            Some(i) => (i, true),
            None => (&after[..close], false),
        };
        rest = &after[close + 2..];
        if trim_right {
            // Blanks after `-%>` go, then one line end (Puppet's lexer
            // trims them even when no line end follows).
            rest = rest.trim_start_matches([' ', '\t']);
            rest = rest.strip_prefix('\r').unwrap_or(rest);
            rest = rest.strip_prefix('\n').unwrap_or(rest);
        }
        let is_params = first_tag && inner.trim_start().starts_with('|');
        first_tag = false;
        if is_params {
            let declared = inner.trim();
            params = Some(declared[1..declared.len().saturating_sub(1)].to_string());
            continue;
        }
        if inner.starts_with('#') {
            // A comment leaves no mark: the text around it is one text, so
            // a later `<%-` trims across it.
            continue;
        }
        render_text(&mut body, &std::mem::take(&mut text));
        if let Some(expr) = inner.strip_prefix('=') {
            body.push_str(&format!("{RENDER}({})\n", expr.trim()));
        } else {
            body.push_str(inner);
            body.push('\n');
        }
    }
    render_text(&mut body, &text);
    Ok(Translated { params, body })
}

impl Compiler {
    /// `inline_epp($template, $params)`.
    pub(super) fn inline_epp(
        &mut self,
        template: &str,
        args: Option<&Value>,
        scope: ScopeId,
        site: &CallSite,
    ) -> Eval<Value> {
        let fail = |this: &Self, message: String| {
            this.error(
                site.span,
                format!("Evaluation Error: Error while evaluating a Function Call, {message}"),
            )
        };
        let translated = translate(template).map_err(|m| fail(self, m))?;
        let parse = |text: String| {
            syntax::parse_and_validate(&Source::new("inline_epp", text), site.span.file)
        };
        let body = parse(translated.body).map_err(|d| fail(self, d.message))?;
        let given = match args {
            Some(Value::Hash(h)) => h.as_ref().clone(),
            _ => crate::catalog::Map::default(),
        };
        // With a parameter list the template sees its parameters and the
        // top scope; without one, the caller's variables and the arguments.
        let template_scope = match &translated.params {
            Some(_) => self.local_scope(0),
            None => self.local_scope(scope),
        };
        if let Some(params) = translated.params {
            let wrapper =
                parse(format!("with() |{params}| {{ }}")).map_err(|d| fail(self, d.message))?;
            let lambda: Option<Arc<Lambda>> = wrapper.first().and_then(|e| match &e.kind {
                ExprKind::Call(call) => call.lambda.clone(),
                _ => None,
            });
            let params: Vec<_> = lambda.iter().flat_map(|l| l.params.iter()).collect();
            // Puppet calls the template as a lambda and words its
            // argument problems that way, all of them at once.
            let mut problems: Vec<String> = given
                .keys()
                .map(|k| k.to_string())
                .filter(|k| !params.iter().any(|p| p.name == *k))
                .map(|k| format!("has no parameter named '{k}'"))
                .collect();
            problems.extend(
                params
                    .iter()
                    .filter(|p| p.default.is_none() && !given.contains_key(&Value::str(&p.name)))
                    .map(|p| format!("expects a value for parameter '{}'", p.name)),
            );
            if !problems.is_empty() {
                return Err(fail(
                    self,
                    super::classes::problem_list("lambda:", &problems),
                ));
            }
            for p in params {
                let value = match (given.get(&Value::str(&p.name)), &p.default) {
                    (Some(v), _) => v.clone(),
                    (None, Some(default)) => self.eval(default, template_scope)?,
                    (None, None) => Value::Undef,
                };
                if let Some(t) = &p.type_expr {
                    if let Value::Type(t) = self.eval(t, template_scope)? {
                        if !self.instance_of(&t, &value) {
                            let why = self.describe_mismatch(&t, &value);
                            let message = format!("lambda: parameter '{}' {why}", p.name);
                            return Err(fail(self, message));
                        }
                    }
                }
                self.scopes[template_scope]
                    .vars
                    .insert(p.name.clone(), value);
            }
        } else {
            for (k, v) in &given {
                self.scopes[template_scope]
                    .vars
                    .insert(k.to_string(), v.clone());
            }
        }
        self.epp_output.push(String::new());
        let result = self.block(&body, template_scope);
        let output = self.epp_output.pop().unwrap_or_default();
        result?;
        Ok(Value::str(output))
    }

    /// The render hook: appends a value's text to the template output.
    pub(super) fn epp_render(&mut self, value: &Value, span: Span) -> Eval<Value> {
        match self.epp_output.last_mut() {
            Some(out) => {
                out.push_str(&value.to_string());
                Ok(Value::Undef)
            }
            None => Err(self.error(
                span,
                format!("Evaluation Error: Unknown function: '{RENDER}'."),
            )),
        }
    }
}
