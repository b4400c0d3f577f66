//! stdlib's functions about the code that calls them: `deprecation`
//! (a warning, or under `strict = error` a failure naming the calls under
//! way) and `assert_private` (only the module's own code may declare this
//! class or define).

use super::Ctx;
use crate::catalog::settings::Strict;
use crate::catalog::{Kind, Value};
use crate::eval::{Compiler, Eval};

impl Compiler {
    /// `deprecation(key, message, use_strict_setting = true)`.
    pub(super) fn deprecation(&mut self, args: &[Value], ctx: &Ctx) -> Eval<Value> {
        let text = |i: usize| args.get(i).map(|v| v.to_string()).unwrap_or_default();
        let use_strict = !matches!(args.get(2), Some(Value::Bool(false)));
        self.deprecate(&text(0), &text(1), use_strict, ctx)?;
        Ok(Value::Undef)
    }

    /// What stdlib's `deprecation` does (called by Puppet code, or by a
    /// module's deprecated function with two arguments): with
    /// `use_strict`, the `strict` setting decides: `off` says nothing,
    /// `error` (Puppet 8's default) fails, the message followed by the two
    /// innermost frames of Puppet's stack as stdlib shows them (taken for
    /// a file and a line: `at ["f.pp", 3]:["g.pp", 1]`, nothing for a
    /// frame not there), `warning` warns (once); without it, a warning.
    pub(super) fn deprecate(
        &mut self,
        key: &str,
        message: &str,
        use_strict: bool,
        ctx: &Ctx,
    ) -> Eval<()> {
        match self.options.settings.strict {
            Strict::Off if use_strict => Ok(()),
            Strict::Error if use_strict => {
                let frame = |n: usize| match self.puppet_stack.iter().rev().nth(n) {
                    Some(&(file, line)) => {
                        let file = match self.file_name(file) {
                            "" => "unknown",
                            name => name,
                        };
                        crate::catalog::value::ruby_inspect(&Value::array(vec![
                            Value::str(file),
                            Value::Int(i64::from(line)),
                        ]))
                    }
                    None => String::new(),
                };
                let failure = format!("deprecation. {key}. {message} at {}:{}", frame(0), frame(1));
                Err(self.fail(ctx, failure))
            }
            _ => {
                self.warn_deprecated(key, message);
                Ok(())
            }
        }
    }

    /// A deprecation warning, as Puppet's `warning:` messages are kept,
    /// given once (Puppet gives one per key; the key is the function's
    /// name, so the same text).
    pub(super) fn warn_deprecated(&mut self, _key: &str, message: &str) {
        self.warn_once(message);
    }

    /// `assert_private(message?)`: fails unless the class or define in
    /// whose scope it runs was declared from its own module.
    pub(super) fn assert_private(&mut self, args: &[Value], ctx: &Ctx) -> Eval<Value> {
        if args.len() > 1 {
            // Puppet's message has this stray brace.
            return Err(self.fail(
                ctx,
                format!(
                    "assert_private(): Wrong number of arguments given ({}}}) for 0 or 1)",
                    args.len()
                ),
            ));
        }
        let var = |this: &Self, name: &str| {
            this.variable_exists(name, ctx.scope)
                .then(|| this.lookup(name, ctx.scope, ctx.span).ok())
                .flatten()
                .filter(|v| !v.is_undef())
        };
        let module = var(self, "module_name").map(|v| v.to_string());
        let caller = var(self, "caller_module_name").map(|v| v.to_string());
        if module == caller {
            return Ok(Value::Undef);
        }
        let message = match args.first() {
            Some(Value::Str(s)) => s.to_string(),
            _ => {
                let owner = &self.catalog.resources[self.scopes[ctx.scope].resource];
                match owner.kind {
                    Kind::Class => format!("Class {} is private", owner.title.to_lowercase()),
                    _ => format!("Definition {} is private", owner.type_name.to_lowercase()),
                }
            }
        };
        Err(self.fail(ctx, message))
    }
}
