//! Embedded Puppet templates (`inline_epp`): the template is translated to
//! Puppet code whose text and `<%= %>` parts call a render hook, then
//! parsed and evaluated in a scope of its own.

use std::rc::Rc;
use std::sync::Arc;

use rustc_hash::FxHashMap as HashMap;

use super::builtins::CallSite;
use super::pending_params::{Callee, PendingParams};
use super::scope::ScopeId;
use super::{Compiler, Eval};
use crate::catalog::Value;
use crate::syntax::ast::{Expr, ExprKind, Lambda, Parameter};
use crate::syntax::{self, FileId, Source, Span};

/// The function the translated template calls to emit output; its
/// leading underscores keep it out of the way of user functions.
pub(super) const RENDER: &str = crate::syntax::ast::EPP_RENDER;

/// A template as Puppet code: its parameter list (the text between the
/// bars, if it declares one) and its body.
struct Translated {
    params: Option<String>,
    body: String,
}

/// A template translated and parsed: Puppet parses it again at each call;
/// the result is the same each time, so a compile parses it once.
pub(super) struct ParsedEpp {
    /// The parameter list as the lambda it is parsed as (`with() |...|
    /// { }`), if the template declares one (`Some(None)`: the wrapper
    /// parsed to no lambda).
    params: Option<Option<Arc<Lambda>>>,
    body: Vec<Expr>,
}

/// The templates of a compile: files by name (read once, as `template()`
/// reads its ERB files) and parsed templates by text and the file of the
/// call (whose number their spans carry).
#[derive(Default)]
pub(super) struct EppCache {
    files: HashMap<String, Option<Rc<str>>>,
    /// Each file as a source of the values it renders.
    sources: HashMap<String, Rc<crate::catalog::sources::TemplateSource>>,
    parsed: HashMap<(FileId, Rc<str>), Result<Rc<ParsedEpp>, String>>,
}

fn parse_epp(template: &str, file: FileId) -> Result<ParsedEpp, String> {
    let translated = translate(template)?;
    let parse = |text: String| {
        syntax::parse_and_validate(&Source::new("inline_epp", text), file).map_err(|d| d.message)
    };
    let body = parse(translated.body)?;
    let params = match translated.params {
        Some(params) => {
            let wrapper = parse(format!("with() |{params}| {{ }}"))?;
            Some(wrapper.first().and_then(|e| match &e.kind {
                ExprKind::Call(call) => call.lambda.clone(),
                _ => None,
            }))
        }
        None => None,
    };
    Ok(ParsedEpp { params, body })
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
            let Some(list) = declared.strip_prefix('|').and_then(|d| d.strip_suffix('|')) else {
                // The list runs on past its tag: Puppet's lexer fails at
                // the text that follows, or at the end.
                let next = rest.split("<%").next().unwrap_or_default();
                return Err(match next.split_whitespace().next() {
                    Some(word) => format!("Syntax error at '{word}'"),
                    None => "Syntax error at end of input".to_string(),
                });
            };
            params = Some(list.to_string());
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
    /// `inline_epp($template, $params)`, and `epp()` once it has read its
    /// file (`global_only`: an `epp()` template sees the top scope, not the
    /// caller's variables).
    pub(super) fn inline_epp(
        &mut self,
        template: &str,
        args: Option<&Value>,
        scope: ScopeId,
        site: &CallSite,
        global_only: bool,
    ) -> Eval<Value> {
        let fail = |this: &Self, message: String| {
            this.error(
                site.span,
                format!("Evaluation Error: Error while evaluating a Function Call, {message}"),
            )
        };
        let parsed = self.parsed_epp(template, site.span.file);
        let parsed = parsed.map_err(|m| fail(self, m))?;
        if let Some(after_top) = self.run_guard.as_ref().map(|g| g.after_top) {
            // An input renders it: it must be as plain as the input.
            let params = parsed.params.clone().flatten();
            let plain = super::incremental::is_plain_template(
                self,
                params.as_deref(),
                &parsed.body,
                after_top,
            );
            if !plain {
                self.refuse_input("a template it rendered is not plain");
                return Err(fail(self, "left to the full compile".into()));
            }
        }
        let given = match args {
            Some(Value::Hash(h)) => h.as_ref().clone(),
            _ => crate::catalog::Map::default(),
        };
        let template_scope = self.local_scope(if global_only { 0 } else { scope });
        match &parsed.params {
            Some(lambda) => {
                let lambda = lambda.clone();
                let problems = self.bind_epp_params(lambda, &given, template_scope, site)?;
                if !problems.is_empty() {
                    let message = super::parameters::problem_list("lambda:", &problems);
                    return Err(fail(self, message));
                }
            }
            // Without a parameter list the arguments are variables as
            // given, undef ones too.
            None => {
                for (k, v) in &given {
                    self.scopes[template_scope]
                        .vars
                        .insert(k.to_string(), v.clone());
                }
            }
        }
        self.epp_output.push(String::new());
        let result = self.block(&parsed.body, template_scope);
        let output = self.epp_output.pop().unwrap_or_default();
        result?;
        Ok(Value::str(output))
    }

    /// Binds a template's parameters in `scope` as Puppet calls a lambda
    /// by name: a parameter given undef takes its default as if not given;
    /// defaults are evaluated in order, seeing the values given and the
    /// parameters before them. Returns the problems with the result, all
    /// at once and in Puppet's order: names the template does not have,
    /// then each parameter's missing value or wrong type.
    fn bind_epp_params(
        &mut self,
        lambda: Option<Arc<Lambda>>,
        given: &crate::catalog::Map<Value, Value>,
        scope: ScopeId,
        site: &CallSite,
    ) -> Eval<Vec<String>> {
        let params: &[Parameter] = lambda.as_deref().map_or(&[], |l| &l.params);
        let value_of = |name: &str| given.get(&Value::str(name)).filter(|v| !v.is_undef());
        // Every defined value is set before any default runs, even one for
        // a name the template lacks (that is refused below).
        for (k, v) in given.iter().filter(|(_, v)| !v.is_undef()) {
            self.scopes[scope].vars.insert(k.to_string(), v.clone());
        }
        let filled: Rc<[bool]> = params.iter().map(|p| value_of(&p.name).is_some()).collect();
        let settled: Rc<[bool]> = params
            .iter()
            .map(|p| {
                value_of(&p.name).is_some()
                    || p.default.is_some()
                    || given.contains_key(&Value::str(&p.name))
            })
            .collect();
        for (index, p) in params.iter().enumerate() {
            if filled[index] {
                continue;
            }
            let value = match (&p.default, &lambda) {
                (Some(default), Some(lambda)) => {
                    self.pending_params = Some(PendingParams {
                        scope,
                        callee: Callee::Template(lambda.clone()),
                        current: index,
                        given: filled.clone(),
                        settled: Some(settled.clone()),
                    });
                    let value = self.eval(default, scope);
                    self.pending_params = None;
                    match value {
                        Ok(v) => v,
                        // Puppet words the guard's refusal as the call's.
                        Err(e)
                            if e.message.starts_with("default expression for $")
                                || e.message.starts_with("expects a value for parameter $") =>
                        {
                            return Err(self.error(
                                site.span,
                                format!("Evaluation Error: Error while evaluating a Function Call, lambda: {}", e.message),
                            ));
                        }
                        Err(e) => return Err(e),
                    }
                }
                // Given as undef, with no default: undef.
                _ if settled[index] => Value::Undef,
                _ => continue,
            };
            self.scopes[scope].vars.insert(p.name.clone(), value);
        }
        let mut problems: Vec<String> = given
            .keys()
            .map(|k| k.to_string())
            .filter(|k| !params.iter().any(|p| p.name == *k))
            .map(|k| format!("has no parameter named '{k}'"))
            .collect();
        for p in params {
            let Some(value) = self.scopes[scope].vars.get(&p.name).cloned() else {
                problems.push(format!("expects a value for parameter '{}'", p.name));
                continue;
            };
            let Some(type_expr) = &p.type_expr else {
                continue;
            };
            if let Value::Type(t) = self.eval(type_expr, scope)?
                && !self.instance_of(&t, &value)
            {
                let why = self.describe_mismatch(&t, &value);
                problems.push(format!("parameter '{}' {why}", p.name));
            }
        }
        Ok(problems)
    }

    /// `epp($name)`'s template text, read once per compile; `None` if no
    /// module has it, or why what is there cannot be read.
    pub(super) fn epp_file(&mut self, name: &str) -> Result<Option<Rc<str>>, String> {
        if let Some(known) = self.epp_cache.files.get(name) {
            if let Some(source) = self.epp_cache.sources.get(name) {
                self.flow_push(crate::catalog::sources::DataSource::Template(
                    source.clone(),
                ));
            }
            return Ok(known.clone());
        }
        let text: Option<Rc<str>> = match self.options.loader.as_ref() {
            Some(loader) => loader
                .module_file("templates", name)?
                .map(|(_, text)| Rc::from(text)),
            None => None,
        };
        if let Some(text) = &text {
            let source = Rc::new(crate::catalog::sources::TemplateSource {
                name: name.to_string(),
                text: std::sync::Arc::new(Source::new(name, text.to_string())),
            });
            self.flow_push(crate::catalog::sources::DataSource::Template(
                source.clone(),
            ));
            self.epp_cache.sources.insert(name.to_string(), source);
        }
        self.epp_cache.files.insert(name.to_string(), text.clone());
        Ok(text)
    }

    /// A template parsed (once per compile for each text and calling file),
    /// or the message of its translation or syntax error.
    fn parsed_epp(&mut self, template: &str, file: FileId) -> Result<Rc<ParsedEpp>, String> {
        let key = (file, Rc::from(template));
        if let Some(done) = self.epp_cache.parsed.get(&key) {
            return done.clone();
        }
        let parsed = parse_epp(template, file).map(Rc::new);
        self.epp_cache.parsed.insert(key, parsed.clone());
        parsed
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
