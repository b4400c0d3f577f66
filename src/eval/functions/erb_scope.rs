//! ERB templates in the compiler: `inline_template` renders its text
//! (several arguments are concatenated first, as Puppet does) with the
//! calling scope's variables and functions, through
//! [`crate::template::erb::ErbContext`].

use super::builtins::CallSite;
use super::scope::ScopeId;
use super::{Compiler, Eval};
use crate::catalog::Value;
use crate::catalog::settings::PuppetVersion;
use crate::syntax::Span;
use crate::syntax::ast::Call;
use std::rc::Rc;

use crate::template::erb::{self, ErbContext, ErbError, SharedObjects};

/// A module template's path, and the template parsed or its error.
pub(super) type ParsedTemplate = Rc<(
    String,
    Result<erb::Template, ErbError>,
    Rc<crate::catalog::sources::TemplateSource>,
)>;

/// The calling scope as a template sees it.
struct ErbScope<'a> {
    compiler: &'a mut Compiler,
    scope: ScopeId,
    span: Span,
}

impl ErbContext for ErbScope<'_> {
    fn variable(&self, name: &str) -> Option<Value> {
        if !self.compiler.variable_exists(name, self.scope) {
            return None;
        }
        self.compiler.lookup(name, self.scope, self.span).ok()
    }

    fn has_variable(&self, name: &str) -> bool {
        self.variable(name).is_some_and(|v| !v.is_undef())
    }

    fn set_variable(&mut self, name: &str, value: Value) -> Result<(), String> {
        let scope = &mut self.compiler.scopes[self.scope];
        if scope.vars.contains_key(name) {
            return Err(format!("Cannot reassign variable '${name}'"));
        }
        scope.vars.insert(name.to_string(), value);
        Ok(())
    }

    fn shared_objects(&mut self) -> Option<&mut SharedObjects> {
        self.compiler.erb_objects.as_mut()
    }

    fn ruby_3_3(&self) -> bool {
        self.compiler.options.settings.version == PuppetVersion::V8
    }

    fn strict_variables(&self) -> bool {
        self.compiler.options.settings.strict_variables
    }

    fn variable_names(&self) -> Vec<String> {
        // Scope variables are not kept in order: sorted, for stable output.
        self.compiler.note_missed_variable("*");
        let mut names = Vec::new();
        let mut current = Some(self.scope);
        while let Some(s) = current {
            // Undef variables get no instance variable in Puppet.
            names.extend(
                self.compiler.scopes[s]
                    .vars
                    .iter()
                    .filter(|(_, v)| !v.is_undef())
                    .map(|(k, _)| k.clone()),
            );
            current = self.compiler.scopes[s].parent;
        }
        names.sort();
        names.dedup();
        names
    }

    fn call_function(&mut self, name: &str, args: Vec<Value>) -> Result<Value, String> {
        if self.compiler.run_guard.is_some() && !self.compiler.template_may_call(name) {
            self.compiler
                .refuse_input("a template called a function that is not plain");
            return Err(format!("'{name}' is left to the full compile"));
        }
        let call = Call {
            name: name.to_string(),
            args: Vec::new(),
            lambda: None,
            parenthesized: true,
        };
        self.compiler
            .call_with(&call, args, "Function Call", self.scope, self.span)
            .map_err(|d| d.message)
    }
}

/// How many template renders may run one inside another.
const MAX_TEMPLATE_NESTING: usize = 32;

impl Compiler {
    /// Runs `render` (a `template()` or `inline_template()` call) with the
    /// Ruby objects it and the renders it calls share. The outermost
    /// render then puts what its templates changed in place back into
    /// Puppet's values, where Ruby would have changed them: every
    /// variable and resource attribute holding the very array or hash.
    fn sharing_objects(&mut self, render: impl FnOnce(&mut Self) -> Eval<Value>) -> Eval<Value> {
        if self.erb_objects.is_some() {
            return render(self);
        }
        // Dropped last, once the shared objects are read and gone: a
        // template's object that holds itself is emptied then, not leaked.
        let _cycles = crate::template::erb::CycleScope::begin();
        self.erb_objects = Some(SharedObjects::default());
        let started = std::time::Instant::now();
        let result = render(self);
        let changes = self
            .erb_objects
            .take()
            .map(|objects| objects.changes())
            .unwrap_or_default();
        for (old, new) in changes {
            self.replace_object(&old, &new);
        }
        self.template_time.0 += 1;
        self.template_time.1 += started.elapsed();
        result
    }

    /// Puts `new` wherever the very value `old` (not an equal one) is held.
    fn replace_object(&mut self, old: &Value, new: &Value) {
        if self.run_guard.is_some() {
            // Values held anywhere would change: only a full compile tells.
            self.refuse_input("a template changed a value in place");
            return;
        }
        let same = |v: &Value| match (v, old) {
            (Value::Array(a), Value::Array(b)) => std::rc::Rc::ptr_eq(a, b),
            (Value::Hash(a), Value::Hash(b)) => std::rc::Rc::ptr_eq(a, b),
            _ => false,
        };
        for scope in &mut self.scopes {
            for value in scope.vars.values_mut() {
                if same(value) {
                    *value = new.clone();
                }
            }
        }
        for resource in &mut self.catalog.resources {
            for (_, param) in resource.params.iter_mut() {
                if same(&param.value) {
                    param.value = new.clone();
                }
            }
        }
    }

    /// `inline_template(text, ...)`.
    pub(super) fn inline_template(
        &mut self,
        args: &[Value],
        scope: ScopeId,
        site: &CallSite,
    ) -> Eval<Value> {
        self.nested_render(site, |this| {
            this.sharing_objects(|this| this.render_inline_template(args, scope, site))
        })
    }

    /// Runs a render inside the renders already running, unless that
    /// nests them deeper than [`MAX_TEMPLATE_NESTING`]: a template that
    /// renders itself (through `scope.call_function('template', ...)`)
    /// ends as Ruby's would, "stack level too deep".
    fn nested_render(
        &mut self,
        site: &CallSite,
        render: impl FnOnce(&mut Self) -> Eval<Value>,
    ) -> Eval<Value> {
        if self.template_nesting == 0 {
            self.template_overflowed = false;
        }
        if self.template_nesting >= MAX_TEMPLATE_NESTING {
            self.template_overflowed = true;
            return Err(self.error(
                site.span,
                "Evaluation Error: Error while evaluating a Function Call, stack level too deep",
            ));
        }
        self.template_nesting += 1;
        let result = stacker::maybe_grow(256 * 1024, 8 * 1024 * 1024, || render(self));
        self.template_nesting -= 1;
        result
    }

    fn render_inline_template(
        &mut self,
        args: &[Value],
        scope: ScopeId,
        site: &CallSite,
    ) -> Eval<Value> {
        let fail = |this: &Self, message: String| {
            this.error(
                site.span,
                format!(
                    "Evaluation Error: Error while evaluating a Function Call, Failed to parse inline template: {message}"
                ),
            )
        };
        if args.is_empty() {
            return Err(self.error(
                site.span,
                "Evaluation Error: Error while evaluating a Function Call, inline_template(): Wrong number of arguments given (0 for minimum 1)",
            ));
        }
        let mut text = String::new();
        for a in args {
            match a {
                Value::Str(s) => text.push_str(s),
                // Puppet hands the value to ERB, which asks it for its
                // encoding.
                other => {
                    let message = format!(
                        "undefined method `encoding' for {}:{}",
                        erb::ruby_inspect(other),
                        erb::ruby_class(other)
                    );
                    // Raised before the template runs: Puppet gives no
                    // location.
                    let mut e = fail(self, message);
                    e.span.line = 0;
                    return Err(e);
                }
            }
        }
        let mut ctx = ErbScope {
            compiler: self,
            scope,
            span: site.span,
        };
        match erb::render("inline_template", &text, &mut ctx) {
            Ok(out) => Ok(Value::str(out)),
            // Ruby the native evaluator does not run: Puppet's own
            // template wrapper runs it, where a worker may.
            Err(e) if !e.ruby_error && !self.template_overflowed => {
                match self.render_in_worker(
                    crate::loader::ruby_host::Template::Inline(&text),
                    "inline_template",
                    scope,
                    site.span,
                )? {
                    Some(out) => {
                        let credit = format!("inline_template{}", crate::catalog::BY_RUBY_WORKER);
                        self.note_rendered(&out, vec![credit]);
                        Ok(Value::str(out))
                    }
                    None => Err(fail(self, e.to_string())),
                }
            }
            // Puppet words Ruby's own errors without a template location.
            Err(e) if e.ruby_error => Err(fail(self, e.message)),
            Err(e) => Err(fail(self, e.to_string())),
        }
    }
}

impl Compiler {
    /// `template('mod/x.erb', ...)`: each template found in its module's
    /// `templates/` and rendered in the calling scope, concatenated.
    pub(super) fn template(
        &mut self,
        args: &[Value],
        scope: ScopeId,
        site: &CallSite,
    ) -> Eval<Value> {
        self.nested_render(site, |this| {
            this.sharing_objects(|this| this.render_templates(args, scope, site))
        })
    }

    fn render_templates(&mut self, args: &[Value], scope: ScopeId, site: &CallSite) -> Eval<Value> {
        let fail = |this: &Self, message: String| {
            this.error(
                site.span,
                format!("Evaluation Error: Error while evaluating a Function Call, {message}"),
            )
        };
        if args.is_empty() {
            return Err(fail(
                self,
                "template(): Wrong number of arguments given (0 for minimum 1)".into(),
            ));
        }
        let mut out = String::new();
        let mut names = Vec::new();
        for a in args {
            let name = a.to_string();
            let parsed = match self.parsed_template(&name) {
                Ok(Some(parsed)) => parsed,
                Ok(None) => return Err(fail(self, format!("Could not find template '{name}'"))),
                Err(message) => return Err(fail(self, message)),
            };
            let (path, template, source) = &*parsed;
            self.flow_push(crate::catalog::sources::DataSource::Template(
                source.clone(),
            ));
            let mut ctx = ErbScope {
                compiler: self,
                scope,
                span: site.span,
            };
            let rendered = match template {
                Ok(template) => template.render(&mut ctx),
                Err(e) => Err(e.clone()),
            };
            let mut by_worker = false;
            let rendered = match rendered {
                // Ruby the native evaluator does not run: Puppet's own
                // template wrapper runs it, where a worker may.
                Err(e) if !e.ruby_error && !self.template_overflowed => match self
                    .render_in_worker(
                        crate::loader::ruby_host::Template::File { name: &name, path },
                        &name,
                        scope,
                        site.span,
                    )? {
                    Some(text) => {
                        by_worker = true;
                        Ok(text)
                    }
                    None => Err(e),
                },
                other => other,
            };
            match rendered {
                Ok(rendered) => out.push_str(&rendered),
                Err(e) => {
                    let message = format!(
                        "Failed to parse template {name}:\n  Filepath: {path}\n  Line: {}\n  Detail: {}\n",
                        e.line, e.message
                    );
                    return Err(fail(self, message));
                }
            }
            names.push(match by_worker {
                true => format!("{name}{}", crate::catalog::BY_RUBY_WORKER),
                false => name,
            });
        }
        self.note_rendered(&out, names);
        Ok(Value::str(out))
    }

    /// A module template found and parsed once per compile: its path,
    /// and the template or why it does not parse.
    fn parsed_template(&mut self, name: &str) -> Result<Option<ParsedTemplate>, String> {
        if let Some(parsed) = self.parsed_templates.get(name) {
            return Ok(Some(parsed.clone()));
        }
        let Some(loader) = self.options.loader.as_ref() else {
            return Ok(None);
        };
        let Some((path, text)) = loader.module_file("templates", name)? else {
            return Ok(None);
        };
        let template = erb::Template::parse(&path, &text);
        let source = Rc::new(crate::catalog::sources::TemplateSource {
            name: name.to_string(),
            text: std::sync::Arc::new(crate::syntax::Source::new(name, text)),
        });
        let parsed: ParsedTemplate = Rc::new((path, template, source));
        self.parsed_templates
            .insert(name.to_string(), parsed.clone());
        Ok(Some(parsed))
    }

    /// Remembers which templates rendered a text, so that attributes
    /// holding it can say so (see `record_template_sources`).
    pub(super) fn note_rendered(&mut self, text: &str, templates: Vec<String>) {
        if text.is_empty() {
            return;
        }
        let templates: Rc<[String]> = templates.into();
        let key = text_key(text);
        let before = self.rendered.insert(key, templates.clone());
        if let Some(guard) = &mut self.run_guard {
            // Rendered since by another template, the text is credited to
            // that one in the compile the input stands for.
            if guard.after_top && before.as_ref().is_some_and(|b| *b != templates) {
                guard.refuse("a template rendered a text another template rendered since");
            }
            guard.rendered.push((key, before));
        }
    }

    /// Marks every attribute whose value a template rendered (through
    /// variables too: the text is recognised, not the expression).
    pub(super) fn record_template_sources(&mut self) {
        if !self.rendered.is_empty() {
            self.credit_rendered_texts(|_| true);
        }
    }

    /// `record_template_sources` after an incremental input: for the
    /// resources it touched, and for every resource holding a text its
    /// templates rendered (`texts`, by key), which the compile would
    /// credit to them too.
    pub(super) fn record_template_sources_after(
        &mut self,
        touched: &[crate::catalog::ResourceId],
        texts: &[u64],
    ) {
        for &id in touched {
            for (name, p) in self.catalog.resources[id].params.iter() {
                let key = (id, name.clone());
                let credited = match &p.value {
                    Value::Str(s) => self.rendered.get(&text_key(s)),
                    _ => None,
                };
                match credited {
                    Some(templates) => self.catalog.rendered.insert(key, templates.clone()),
                    None => self.catalog.rendered.remove(&key),
                };
            }
        }
        if !texts.is_empty() {
            self.credit_rendered_texts(|key| texts.contains(&key));
        }
    }

    /// Credits every attribute holding a rendered text whose key `wanted`
    /// takes to the templates that rendered it.
    fn credit_rendered_texts(&mut self, wanted: impl Fn(u64) -> bool) {
        for (id, r) in self.catalog.resources.iter().enumerate() {
            for (name, p) in r.params.iter() {
                if let Value::Str(s) = &p.value {
                    let key = text_key(s);
                    if let Some(templates) = self.rendered.get(&key).filter(|_| wanted(key)) {
                        self.catalog
                            .rendered
                            .insert((id, name.clone()), templates.clone());
                    }
                }
            }
        }
    }
}

/// A rendered text's key: its hash (equal texts from two templates are
/// credited to the last one rendered).
fn text_key(text: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = rustc_hash::FxHasher::default();
    text.hash(&mut hasher);
    hasher.finish()
}
