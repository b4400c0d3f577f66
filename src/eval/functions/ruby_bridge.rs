//! Module Ruby code spaceship does not implement natively, run by the
//! environment's Ruby worker (the `ruby` layer, handed in through the
//! loader): a function of either API, or a template whose Ruby the native
//! ERB evaluator refuses. The worker's
//! scope reads and function calls come back here, to the scope the call
//! was made from, while the compile waits; each use is recorded
//! (`through_ruby`) for `SPACESHIP_TIMINGS` and the explanations.

use std::rc::Rc;

use super::builtins::CallSite;
use super::scope::ScopeId;
use super::{Compiler, Eval};
use crate::catalog::Value;
use crate::loader::ruby_host::{BlockShape, RubyError, RubyHost, ScopeAccess, Template};
use crate::syntax::Span;
use crate::syntax::ast::{Call, Lambda};

/// What went through the worker in a compile (`function NAME`,
/// `template NAME`, with how many times, in first-use order), and the
/// time it took.
#[derive(Debug, Clone, Default)]
pub(super) struct RubyUses {
    uses: Vec<(String, usize)>,
    time: std::time::Duration,
}

/// The calling scope as the worker sees it.
struct RubyScope<'a> {
    compiler: &'a mut Compiler,
    scope: ScopeId,
    span: Span,
    /// The lambda the Puppet code gave the function, if any.
    block: Option<&'a Lambda>,
}

impl ScopeAccess for RubyScope<'_> {
    fn variable(&mut self, name: &str, top: bool) -> Option<Value> {
        let scope = if top { 0 } else { self.scope };
        let name = name.strip_prefix('$').unwrap_or(name);
        if !self.compiler.variable_exists(name, scope) {
            return None;
        }
        self.compiler.lookup(name, scope, self.span).ok()
    }

    fn variables(&mut self) -> Vec<(String, Value)> {
        self.compiler.note_missed_variable("*");
        // Puppet's `to_hash`: the enclosing scopes first, nearer ones
        // overriding them.
        let mut chain = Vec::new();
        let mut current = Some(self.scope);
        while let Some(s) = current {
            chain.push(s);
            current = self.compiler.scopes[s].parent;
        }
        let mut all: crate::catalog::Map<String, Value> = Default::default();
        for &s in chain.iter().rev() {
            let mut names: Vec<&String> = self.compiler.scopes[s].vars.keys().collect();
            names.sort();
            for name in names {
                if let Ok(value) = self.compiler.lookup(name, s, self.span) {
                    all.insert(name.clone(), value);
                }
            }
        }
        all.into_iter().collect()
    }

    fn call_function(
        &mut self,
        name: &str,
        args: Vec<Value>,
        _legacy: bool,
    ) -> Result<Value, String> {
        let call = Call {
            name: name.to_string(),
            args: Vec::new(),
            lambda: None,
            parenthesized: true,
        };
        self.compiler
            .call_with(&call, args, "Function Call", self.scope, self.span)
            .map_err(|d| {
                // The worker reports it again in its own words: keep
                // Puppet's message without the preamble it will get again.
                let message = d.message;
                message
                    .strip_prefix("Evaluation Error: Error while evaluating a Function Call, ")
                    .map(str::to_string)
                    .unwrap_or(message)
            })
    }

    fn set_variable(&mut self, name: &str, value: Value) -> Result<(), String> {
        let scope = &mut self.compiler.scopes[self.scope];
        if scope.vars.contains_key(name) {
            return Err(format!("Cannot reassign variable '${name}'"));
        }
        scope.vars.insert(name.to_string(), value);
        Ok(())
    }

    fn call_block(&mut self, args: Vec<Value>) -> Result<Value, String> {
        let Some(lambda) = self.block else {
            return Err("no block given (yield)".into());
        };
        let site = CallSite {
            what: "Function Call",
            subject: "block".to_string(),
            span: self.span,
        };
        self.compiler
            .call_lambda(lambda, args, self.scope, &site)
            .map_err(|d| d.message)
    }

    fn parse_type(&mut self, text: &str) -> Option<Value> {
        self.compiler.type_from_string(text).ok().map(Value::Type)
    }

    fn scope_name(&self) -> String {
        let resource = self.compiler.scopes[self.scope].resource;
        match self.compiler.catalog.resources.get(resource) {
            Some(r) if r.type_name == "Class" && r.title == "main" => "Scope(Class[main])".into(),
            Some(r) => format!("Scope({}[{}])", r.type_name, r.title),
            None => "Scope()".into(),
        }
    }

    fn node_name(&self) -> String {
        self.compiler.options.node.clone()
    }
}

impl Compiler {
    /// The environment's Ruby worker, unless Ruby is forbidden.
    pub(super) fn ruby_host(&self) -> Option<Rc<dyn RubyHost>> {
        self.options.loader.as_ref().and_then(|l| l.ruby_host())
    }

    /// Runs `work` with the worker; records the use and passes on the
    /// worker's notices. `Err(None)`: no worker may run.
    fn with_worker<T>(
        &mut self,
        what: String,
        (scope, span, block): (ScopeId, Span, Option<&Lambda>),
        work: impl FnOnce(&dyn RubyHost, &mut dyn ScopeAccess) -> Result<T, RubyError>,
    ) -> Result<T, Option<RubyError>> {
        let host = self.ruby_host().ok_or(None)?;
        if !host.enabled() {
            // A worker could not start before: the same reason again.
            let mut nothing = NoScope;
            return work(&*host, &mut nothing).map_err(Some);
        }
        // A live input the worker's code could change in any way: only a
        // full compile tells what it does.
        self.refuse_input("module Ruby code ran");
        let started = std::time::Instant::now();
        let result = {
            let mut access = RubyScope {
                compiler: self,
                scope,
                span,
                block,
            };
            work(&*host, &mut access)
        };
        for notice in host.notices(self.options.settings.version.release()) {
            if !self.messages.contains(&notice) {
                self.messages.push(notice);
            }
        }
        self.ruby_uses.time += started.elapsed();
        match self.ruby_uses.uses.iter_mut().find(|(w, _)| *w == what) {
            Some((_, n)) => *n += 1,
            None => self.ruby_uses.uses.push((what, 1)),
        }
        result.map_err(Some)
    }

    /// Calls a module's Ruby function in the worker; `None` when no
    /// worker may run (`--no-ruby`), the error then being the caller's.
    pub(super) fn call_ruby_in_worker(
        &mut self,
        name: &str,
        file: &str,
        args: &[Value],
        (scope, span, block): (ScopeId, Span, Option<&Lambda>),
    ) -> Option<Result<Value, RubyError>> {
        let shape = block.map(|lambda| {
            let (required, most) = super::lambdas::lambda_arity(lambda);
            BlockShape {
                required,
                optional: most.map_or(lambda.params.len() - 1 - required, |m| m - required),
                rest: most.is_none(),
            }
        });
        let what = format!("function {name}");
        match self.with_worker(what, (scope, span, block), |host, access| {
            host.call_function(name, file, args, shape, access)
        }) {
            Ok(value) => Some(Ok(value)),
            Err(None) => None,
            Err(Some(e)) => Some(Err(e)),
        }
    }

    /// Renders a template in the worker: `Ok(None)` when no worker may
    /// run; an error in Puppet's words otherwise.
    pub(super) fn render_in_worker(
        &mut self,
        template: Template<'_>,
        shown: &str,
        scope: ScopeId,
        span: Span,
    ) -> Eval<Option<String>> {
        let fail = |this: &Self, message: String| {
            this.error(
                span,
                format!("Evaluation Error: Error while evaluating a Function Call, {message}"),
            )
        };
        match self.with_worker(
            format!("template {shown}"),
            (scope, span, None),
            |host, access| host.render_template(template, access),
        ) {
            Ok(text) => Ok(Some(text)),
            Err(None) | Err(Some(RubyError::Unavailable(_))) => Ok(None),
            Err(Some(e)) => Err(fail(self, e.to_string())),
        }
    }

    /// `SPACESHIP_TIMINGS`: what went through the worker, and the worker.
    pub(super) fn report_ruby_uses(&self, timer: &crate::timing::PhaseTimer) {
        if self.ruby_uses.uses.is_empty() {
            return;
        }
        let uses: Vec<String> = self
            .ruby_uses
            .uses
            .iter()
            .map(|(what, n)| format!("{what} ×{n}"))
            .collect();
        timer.report(
            &format!("Ruby worker ({}; within the phases above)", uses.join(", ")),
            self.ruby_uses.time,
        );
        if std::env::var_os("SPACESHIP_TIMINGS").is_some()
            && let Some(described) = self.ruby_host().and_then(|h| h.describe())
        {
            eprintln!("timing: {described}");
        }
    }

    /// What went through the worker in this compile: `function NAME` or
    /// `template NAME`, with how many times.
    pub fn ruby_uses(&self) -> &[(String, usize)] {
        &self.ruby_uses.uses
    }
}

/// A scope for a worker that cannot start: it is never asked.
struct NoScope;

impl ScopeAccess for NoScope {
    fn variable(&mut self, _: &str, _: bool) -> Option<Value> {
        None
    }
    fn variables(&mut self) -> Vec<(String, Value)> {
        Vec::new()
    }
    fn call_function(&mut self, _: &str, _: Vec<Value>, _: bool) -> Result<Value, String> {
        Err("no compile".into())
    }
    fn call_block(&mut self, _: Vec<Value>) -> Result<Value, String> {
        Err("no compile".into())
    }
    fn set_variable(&mut self, _: &str, _: Value) -> Result<(), String> {
        Err("no compile".into())
    }
    fn parse_type(&mut self, _: &str) -> Option<Value> {
        None
    }
    fn scope_name(&self) -> String {
        String::new()
    }
    fn node_name(&self) -> String {
        String::new()
    }
}
