//! Assignments: `$x = v`, and destructuring into `[$a, $b]` from an
//! array, a hash (by key) or a class's variables (`= Class['x']`).

use super::scope::ScopeId;
use super::{Compiler, Eval};
use crate::catalog::Value;
use crate::syntax::Span;
use crate::syntax::ast::*;

impl Compiler {
    /// Assigns a value to a variable or destructures it into several.
    pub(super) fn assign(
        &mut self,
        target: &Expr,
        value: Value,
        scope: ScopeId,
        at: Span,
    ) -> Eval<()> {
        match &target.kind {
            ExprKind::Variable(name) => {
                if matches!(name.as_str(), "facts" | "trusted" | "server_facts") {
                    return Err(self.error(at, format!("Evaluation Error: Attempt to assign to a reserved variable name: '${name}'")));
                }
                if self.scopes[scope].vars.contains_key(name) {
                    return Err(self.error(
                        at,
                        if matches!(name.as_str(), "name" | "title") {
                            format!("Evaluation Error: Cannot reassign built in (or already assigned) variable '${name}'")
                        } else {
                            format!("Evaluation Error: Cannot reassign variable '${name}'")
                        },
                    ));
                }
                self.scopes[scope].vars.insert(name.clone(), value);
                Ok(())
            }
            ExprKind::Array(targets) => {
                let values: Vec<Value> = match &value {
                    Value::Array(items) => items.as_ref().clone(),
                    Value::Hash(map) => {
                        let mut values = Vec::with_capacity(targets.len());
                        for t in targets {
                            let ExprKind::Variable(n) = &t.kind else {
                                values.push(Value::Undef);
                                continue;
                            };
                            // Each variable's key must be in the hash.
                            match map.get(&Value::str(n)) {
                                Some(v) => values.push(v.clone()),
                                None => return Err(self.error(at, format!("Evaluation Error: No value for required key '{n}' in assignment to variables from hash"))),
                            }
                        }
                        values
                    }
                    // (A class's variables are not read so.)
                    Value::Type(t) if matches!(t.as_ref(), crate::catalog::PType::Class(_)) => return Err(self.error(target.span, format!("Mismatched number of assignable entries and values, expected {}, got 1 ({})", targets.len(), value.type_label()))),
                    // Any other value is one value.
                    other => vec![other.clone()],
                };
                if values.len() != targets.len() {
                    return Err(self.error(at, format!("Evaluation Error: Mismatched number of assignable entries and values, expected {}, got {}", targets.len(), values.len())));
                }
                for (t, v) in targets.iter().zip(values) {
                    self.assign(t, v, scope, at)?;
                }
                Ok(())
            }
            _ => Err(self.error(
                target.span,
                "Illegal attempt to assign to an expression. Not an assignable reference",
            )),
        }
    }

    /// `[$a, $b] = Class['x']`: each variable takes the value of the
    /// same-named variable of the declared class `x`, which must have it.
    pub(super) fn assign_from_class(
        &mut self,
        targets: &[Expr],
        class: Option<&str>,
        scope: ScopeId,
        at: Span,
        class_at: Span,
    ) -> Eval<()> {
        let Some(class) = class else {
            return Err(self.error(at, "Evaluation Error: Error while evaluating a '=' expression, No title provided and \"class\" is not a valid resource reference"));
        };
        let class = class.trim_start_matches("::").to_lowercase();
        if self.catalog.find_referenced("Class", &class).is_none() {
            return Err(self.error(
                class_at,
                format!("Evaluation Error: Resource not found: Class['{class}']"),
            ));
        }
        for target in targets {
            let var = match &target.kind {
                ExprKind::Variable(name) => format!("{class}::{name}"),
                _ => format!("{class}::"),
            };
            if !self.variable_exists(&var, scope) {
                return Err(self.error(
                    target.span,
                    format!("Evaluation Error: No value for required variable '${var}' in assignment to variables from class reference"),
                ));
            }
            let value = self.lookup(&var, scope, target.span)?;
            self.assign(target, value, scope, at)?;
        }
        Ok(())
    }
}
