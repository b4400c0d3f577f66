//! stdlib's functions about the code that calls them: `deprecation`
//! (a warning) and `assert_private` (only the module's own code may
//! declare this class or define).

use super::Ctx;
use crate::catalog::{Kind, Value};
use crate::eval::{Compiler, Eval};

impl Compiler {
    /// `deprecation(key, message, use_strict_setting)`: Puppet's default
    /// `strict` setting (`warning`) makes it a warning, once per key.
    pub(super) fn deprecation(&mut self, args: &[Value], _ctx: &Ctx) {
        let key = args.first().map(|v| v.to_string()).unwrap_or_default();
        let message = args.get(1).map(|v| v.to_string()).unwrap_or_default();
        self.warn_deprecated(&key, &message);
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
