//! Matching as `case`, selectors and `=~` do: regexes (setting `$0..$n`),
//! types, and arrays and hashes matched part by part.

use super::scope::ScopeId;
use super::{Compiler, Eval};
use crate::catalog::Value;

impl Compiler {
    /// `case` and selector matching: regexes match, types test instances,
    /// arrays match element-wise, anything else compares with `==`.
    pub(super) fn case_match(
        &mut self,
        subject: &Value,
        candidate: &Value,
        scope: ScopeId,
    ) -> Eval<bool> {
        Ok(match candidate {
            Value::Regex(r) => match subject {
                Value::Str(s) => self.regex_match(r, s, scope),
                _ => false,
            },
            // A type matches as an instance: `Type[Integer]` matches
            // Integer, Integer does not match itself.
            Value::Type(t) => self.instance_of(t, subject),
            // Inside an array or hash pattern, `default` matches anything.
            Value::Default => true,
            // Arrays match element by element, hashes key by key (the
            // subject may have more keys), each with these same rules.
            Value::Array(patterns) => match subject {
                Value::Array(items) if items.len() == patterns.len() => {
                    for (item, pattern) in items.iter().zip(patterns.iter()) {
                        if !self.case_match(item, pattern, scope)? {
                            return Ok(false);
                        }
                    }
                    true
                }
                _ => false,
            },
            Value::Hash(patterns) => match subject {
                Value::Hash(entries) => {
                    for (key, pattern) in patterns.iter() {
                        let item = entries.get(key).cloned().unwrap_or(Value::Undef);
                        if !self.case_match(&item, pattern, scope)? {
                            return Ok(false);
                        }
                    }
                    true
                }
                _ => false,
            },
            _ => subject.puppet_eq(candidate),
        })
    }

    /// Runs a regex and sets `$0..$n` on a match.
    /// A pattern that does not compile matches nothing.
    pub(super) fn regex_match(&mut self, pattern: &str, text: &str, scope: ScopeId) -> bool {
        super::builtins::compiled_regex(pattern)
            .is_some_and(|re| self.compiled_regex_match(&re, text, scope))
    }

    /// [`Compiler::regex_match`] with the pattern already compiled.
    pub(super) fn compiled_regex_match(
        &mut self,
        re: &regex_lite::Regex,
        text: &str,
        scope: ScopeId,
    ) -> bool {
        // As in Ruby, once a pattern names a group its unnamed groups no
        // longer capture: `$1`... are the named groups, in order.
        let named = re.capture_names().any(|n| n.is_some());
        match re.captures(text) {
            Some(caps) => {
                let numbered = caps
                    .iter()
                    .zip(re.capture_names())
                    .enumerate()
                    .filter(|(i, (_, name))| *i == 0 || !named || name.is_some());
                for (n, (_, (c, _))) in numbered.enumerate() {
                    let v = c.map_or(Value::Undef, |m| Value::str(m.as_str()));
                    self.scopes[scope].vars.insert(n.to_string(), v);
                }
                true
            }
            None => false,
        }
    }
}
