//! Hiera's `%{...}` interpolation, in paths and in data: variables
//! (`%{facts.os.family}`, `%{::osfamily}`, `%{trusted.certname}`, dotted
//! keys digging into hashes and arrays) and the interpolation functions
//! `lookup`/`hiera`, `alias`, `literal` and `scope`.

use crate::catalog::Value;

/// What interpolation reads: the compiling scope's variables, and
/// lookups of other keys.
pub trait Context {
    /// A variable as the scope sees it (`osfamily`, `facts`, `trusted`):
    /// `Ok(None)` for undef, `Err` for one the scope lacks where that is
    /// fatal (the error in words).
    fn variable(&self, name: &str) -> Result<Option<Value>, String>;
    /// Another key's value (`%{lookup('k')}`, `%{alias('k')}`).
    fn lookup(&mut self, key: &str) -> Result<Value, String>;
    /// Marks a variable's value as being interpolated (`scope:x`): an
    /// error if it already is.
    fn enter(&mut self, _key: &str) -> Result<(), String> {
        Ok(())
    }
    /// The last `enter` is done.
    fn leave(&mut self) {}
    /// A scope variable was interpolated (its dotted path and value), for
    /// contexts that record what a value was made from.
    fn noted(&mut self, _path: &str, _value: &Value) {}
    /// A string holding `%{...}` begins (`Some`) or ends (`None`) being
    /// interpolated, for explanations.
    fn interpolating(&mut self, _subject: Option<&str>) {}
    /// A scope variable (a dotted path) is about to be read, for
    /// explanations.
    fn reading_variable(&mut self, _path: &str) {}
}

/// Interpolates a string. A string that is exactly `%{alias('k')}` is
/// replaced by k's value, whatever its type.
pub fn interpolate(text: &str, context: &mut dyn Context) -> Result<Value, String> {
    interpolate_with(text, context, true)
}

/// Interpolates a hiera.yaml path, where Puppet allows no methods.
pub fn interpolate_path(text: &str, context: &mut dyn Context) -> Result<String, String> {
    interpolate_with(text, context, false).map(|v| v.to_string())
}

/// Puppet's `gsub(/%\{([^\}]*)\}/)`: an interpolation without its closing
/// brace stays as it is; spaces around an expression do not count.
fn interpolate_with(
    text: &str,
    context: &mut dyn Context,
    allow_methods: bool,
) -> Result<Value, String> {
    if !text.contains("%{") {
        return Ok(Value::str(text));
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("%{") {
        let after = &rest[start + 2..];
        let Some(end) = after.find('}') else {
            break;
        };
        out.push_str(&rest[..start]);
        let expression = after[..end].trim();
        rest = &after[end + 1..];
        if EMPTY.contains(&expression) {
            continue;
        }
        let (method, key) = match method_call(expression) {
            Some(_) if !allow_methods => {
                return Err(
                    "Interpolation using method syntax is not allowed in this context".into(),
                );
            }
            Some((method, key)) => (method, key),
            None => ("scope", expression.to_string()),
        };
        match method {
            "alias" => {
                // Only a string that is the expression and nothing else.
                if start != 0 || !rest.is_empty() {
                    return Err("'alias' interpolation is only permitted if the expression is equal to the entire string".into());
                }
                return context.lookup(&key);
            }
            "lookup" | "hiera" => {
                // The value found is interpolated once more (a literal
                // `%{...}` it holds is expanded).
                let value = context.lookup(&key)?;
                context.enter(&key)?;
                let value = interpolate_value(&value, context);
                context.leave();
                out.push_str(&text_of(&value?));
            }
            "literal" => out.push_str(&key),
            "scope" => {
                context.reading_variable(&key);
                let value = variable_value(&key, context)
                    .ok_or_else(|| format!("Syntax error in string: {text}"))??;
                // A variable's value is interpolated in its turn.
                if let Some(v) = &value {
                    context.noted(&key, v);
                }
                let value = match value {
                    Some(v) => {
                        context.enter(&format!("scope:{key}"))?;
                        let v = interpolate_value(&v, context);
                        context.leave();
                        v?
                    }
                    None => Value::Undef,
                };
                out.push_str(&text_of(&value));
            }
            other => return Err(format!("Unknown interpolation method '{other}'")),
        }
    }
    out.push_str(rest);
    Ok(Value::str(out))
}

/// Expressions that interpolate to nothing.
const EMPTY: [&str; 6] = ["", "::", "\"\"", "''", "\"::\"", "'::'"];

/// `name('arg')` or `name("arg")`, exactly (Puppet's
/// `/^(\w+)\((?:"([^"]+)"|'([^']+)')\)$/`).
fn method_call(expression: &str) -> Option<(&str, String)> {
    let open = expression.find('(')?;
    let name = &expression[..open];
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let inner = expression[open + 1..].strip_suffix(')')?;
    let quote = inner.chars().next().filter(|c| *c == '\'' || *c == '"')?;
    let arg = inner[1..].strip_suffix(quote)?;
    (!arg.is_empty() && !arg.contains(quote)).then(|| (name, arg.to_string()))
}

/// Interpolates every string in a value, keys included.
pub fn interpolate_value(value: &Value, context: &mut dyn Context) -> Result<Value, String> {
    Ok(match value {
        Value::Str(s) if s.contains("%{") => {
            context.interpolating(Some(s));
            let value = interpolate(s, context);
            context.interpolating(None);
            value?
        }
        Value::Str(s) => interpolate(s, context)?,
        Value::Array(items) => Value::array(
            items
                .iter()
                .map(|v| interpolate_value(v, context))
                .collect::<Result<_, _>>()?,
        ),
        Value::Hash(h) => {
            let mut out = crate::catalog::Map::default();
            for (k, v) in h.iter() {
                out.insert(
                    interpolate_value(k, context)?,
                    interpolate_value(v, context)?,
                );
            }
            Value::hash(out)
        }
        other => other.clone(),
    })
}

/// A variable, then a dig through its value by the dotted segments;
/// `None` if the key is not well formed.
fn variable_value(path: &str, context: &dyn Context) -> Option<Result<Option<Value>, String>> {
    let segments = split_key(path)?;
    let Some((first, rest)) = segments.split_first() else {
        return Some(Ok(None));
    };
    // `::x` is top scope's x: the prefix stays for the context to see.
    let first = first.to_string();
    let value = match first.strip_prefix("::") {
        Some(top) => context.variable(&format!("::{top}")),
        None => context.variable(&first),
    };
    Some(value.map(|value| rest.iter().try_fold(value?, |v, segment| dig(&v, segment))))
}

/// Puppet's `split_key`: segments (bare, or quoted with spaces around)
/// joined by single dots, quotes removed, bare numbers integers (array
/// indexes, integer hash keys); `None` for a syntax error.
pub fn split_key(key: &str) -> Option<Vec<Value>> {
    if !key.contains(['\'', '"', '.']) {
        return Some(vec![Value::str(key)]);
    }
    let chars: Vec<char> = key.chars().collect();
    let mut segments = Vec::new();
    let mut i = 0;
    loop {
        // A quoted segment, spaces around it allowed.
        let mut j = i;
        while j < chars.len() && chars[j].is_whitespace() {
            j += 1;
        }
        let quoted = chars
            .get(j)
            .filter(|c| **c == '"' || **c == '\'')
            .and_then(|q| {
                let close = chars[j + 1..].iter().position(|c| c == q)?;
                (close > 0).then_some((j + 1, j + 1 + close))
            });
        let end = match quoted {
            Some((from, to)) => {
                segments.push(Value::str(chars[from..to].iter().collect::<String>()));
                let mut k = to + 1;
                while k < chars.len() && chars[k].is_whitespace() {
                    k += 1;
                }
                k
            }
            None => {
                let run = chars[i..]
                    .iter()
                    .position(|c| matches!(c, '\'' | '"' | '.'))
                    .map_or(chars.len(), |p| i + p);
                if run == i {
                    return None;
                }
                let bare: String = chars[i..run].iter().collect::<String>().trim().to_string();
                let digits = bare.strip_prefix(['+', '-']).unwrap_or(&bare);
                segments.push(match bare.parse::<i64>() {
                    Ok(n) if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) => {
                        Value::Int(n)
                    }
                    _ => Value::str(bare),
                });
                run
            }
        };
        match chars.get(end) {
            None => return Some(segments),
            Some('.') if end + 1 < chars.len() => i = end + 1,
            _ => return None,
        }
    }
}

/// One step into a hash (by key) or an array (by an integer index).
pub fn dig(value: &Value, segment: &Value) -> Option<Value> {
    match (value, segment) {
        (Value::Hash(h), _) => h.get(segment).cloned(),
        (Value::Array(items), Value::Int(i)) => {
            usize::try_from(*i).ok().and_then(|i| items.get(i)).cloned()
        }
        _ => None,
    }
}

/// How an interpolated value reads inside a string: Ruby's `to_s`
/// (arrays and hashes as Ruby inspects them).
fn text_of(value: &Value) -> String {
    match value {
        Value::Undef => String::new(),
        Value::Str(s) => s.to_string(),
        Value::Array(_) | Value::Hash(_) => crate::catalog::value::ruby_inspect(value),
        other => other.to_string(),
    }
}

/// Whether a value holds a `%{` anywhere (most data holds none).
pub(super) fn holds_interpolation(value: &Value) -> bool {
    match value {
        Value::Str(s) => s.contains("%{"),
        Value::Array(items) => items.iter().any(holds_interpolation),
        Value::Hash(h) => h
            .iter()
            .any(|(k, v)| holds_interpolation(k) || holds_interpolation(v)),
        _ => false,
    }
}

/// Interpolation's view of a lookup in progress, recording what it read.
pub(super) struct Interpolation<'a> {
    pub(super) hiera: &'a super::Hiera,
    pub(super) variables: super::Variables<'a>,
    pub(super) nested: Vec<crate::catalog::lookup::Interpolated>,
    /// Whether Puppet's explanation shows this interpolation (data's,
    /// not a path's or an option's).
    pub(super) traced: bool,
    /// What is interpolated, and the hiera.yaml it is in where that is
    /// its configuration: where an undefined variable is reported.
    pub(super) site: super::Site,
    pub(super) config_path: &'a std::path::Path,
}

use super::Site;
use crate::catalog::explain::{Event, Kind};

impl Context for Interpolation<'_> {
    fn variable(&self, name: &str) -> Result<Option<Value>, String> {
        (self.variables)(name, self.site).map_err(|undefined| match self.site {
            Site::Data => undefined.in_data(),
            Site::Config | Site::Location => {
                undefined.in_config(self.config_path, self.hiera.files.as_ref())
            }
        })
    }

    fn lookup(&mut self, key: &str) -> Result<Value, String> {
        match self.hiera.lookup(key, None, self.variables)? {
            Some(found) => {
                self.nested
                    .push(crate::catalog::lookup::Interpolated::Lookup(
                        std::rc::Rc::new(crate::catalog::HieraSource {
                            key: key.to_string(),
                            strategy: found.strategy.name(),
                            origins: found.origins,
                            secret: found.secret,
                        }),
                    ));
                Ok(found.value)
            }
            None => Ok(Value::Undef),
        }
    }

    fn noted(&mut self, path: &str, value: &Value) {
        self.nested
            .push(crate::catalog::lookup::Interpolated::Variable {
                name: path.to_string(),
                value: value.clone(),
            });
    }

    fn enter(&mut self, key: &str) -> Result<(), String> {
        self.hiera.enter(key)
    }

    fn interpolating(&mut self, subject: Option<&str>) {
        match subject {
            _ if !self.traced => {}
            Some(s) => self.hiera.trace_push(|| Kind::Interpolation(s.to_string())),
            None => self.hiera.trace_pop(),
        }
    }

    fn reading_variable(&mut self, path: &str) {
        if !self.traced || !self.hiera.tracing() {
            return;
        }
        let Some(segments) = split_key(path) else {
            return;
        };
        let Some((first, rest)) = segments.split_first() else {
            return;
        };
        let root = first.to_string();
        let value = (self.variables)(&root, self.site).ok().flatten();
        self.hiera.trace_push(|| Kind::Scope("Global Scope".into()));
        if let Some(v) = &value {
            self.hiera.trace_event(|| Event::Found(root, v.clone()));
        }
        self.hiera.trace_pop();
        if let Some(v) = value {
            self.hiera.dig_segments(v, rest);
        }
    }

    fn leave(&mut self) {
        self.hiera.stack.borrow_mut().pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Facts;

    impl Context for Facts {
        fn variable(&self, name: &str) -> Result<Option<Value>, String> {
            Ok(match name.trim_start_matches("::") {
                "osfamily" => Some(Value::str("Debian")),
                "facts" => {
                    let os: crate::catalog::Map<Value, Value> =
                        [(Value::str("family"), Value::str("Debian"))]
                            .into_iter()
                            .collect();
                    let facts: crate::catalog::Map<Value, Value> =
                        [(Value::str("os"), Value::hash(os))].into_iter().collect();
                    Some(Value::hash(facts))
                }
                _ => None,
            })
        }

        fn lookup(&mut self, key: &str) -> Result<Value, String> {
            Ok(Value::array(vec![Value::str(key)]))
        }
    }

    fn text(s: &str) -> String {
        interpolate(s, &mut Facts).unwrap().to_string()
    }

    #[test]
    fn variables_dig_and_top_scope() {
        assert_eq!(text("os/%{facts.os.family}.yaml"), "os/Debian.yaml");
        assert_eq!(text("%{::osfamily}-%{osfamily}"), "Debian-Debian");
        assert_eq!(text("[%{nope}] [%{}]"), "[] []");
        assert_eq!(text("%{scope('osfamily')}"), "Debian");
    }

    #[test]
    fn functions() {
        assert_eq!(text("%{literal('%')}{x}"), "%{x}");
        assert!(matches!(
            interpolate("%{alias('k')}", &mut Facts),
            Ok(Value::Array(_))
        ));
        assert!(interpolate("x %{alias('k')}", &mut Facts).is_err());
    }

    #[test]
    fn keys_split_as_puppet_splits_them() {
        let text = |k: &str| -> Vec<String> {
            split_key(k).unwrap().iter().map(Value::to_string).collect()
        };
        assert_eq!(text("a.'b.c'. d"), ["a", "b.c", "d"]);
        assert_eq!(text("::x"), ["::x"]);
        assert_eq!(split_key("l.1").unwrap()[1], Value::Int(1));
        assert_eq!(split_key("l.'1'").unwrap()[1], Value::str("1"));
        assert!(split_key("lookup( 'k' )").is_none());
        assert!(split_key("a..b").is_none());
        assert!(split_key("a.").is_none());
    }
}
