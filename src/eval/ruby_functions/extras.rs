//! More of stdlib: `base64`, `parsejson`/`parseyaml`, the escapers
//! (`stdlib::batch_escape`, `stdlib::powershell_escape`), the Python and
//! Ruby literal writers (`stdlib::to_python`, `stdlib::to_ruby`), and the
//! functions that need the compiler: `stdlib::seeded_rand`,
//! `stdlib::fqdn_rand_string`, `stdlib::type_of`, `stdlib::has_function`,
//! `stdlib::str2resource`, `stdlib::sort_by`, `validate_legacy`.

use md5::Digest;

use super::Ctx;
use super::module_specific::base64 as strict_base64;
use crate::catalog::Value;
use crate::catalog::value::{capitalize_type_name, format_float, parse_reference};
use crate::eval::builtins::ruby_to_s;
use crate::eval::{Compiler, Eval};

/// The pure function `name`, if it is one of these.
pub(super) fn call(name: &str, args: &[Value]) -> Option<Result<Value, String>> {
    let first = args.first().unwrap_or(&Value::Undef);
    Some(match name {
        "base64" => base64_fn(args),
        "parsejson" | "parseyaml" => {
            if args.is_empty() {
                return Some(Err(
                    "Wrong number of arguments. 1 or 2 arguments should be provided.".into(),
                ));
            }
            let default = args.get(1).cloned().unwrap_or(Value::Undef);
            let text = ruby_to_s(first);
            let parsed = if name == "parsejson" {
                // Ruby's parser names the text from the object or value
                // it could not read; from the start is the usual case.
                serde_json::from_str::<serde_json::Value>(&text)
                    .map(|j| crate::catalog::json::json_to_value(&j))
                    .map_err(|_| format!("859: unexpected token at '{text}'"))
            } else {
                crate::yaml::parse(&text)
                    .map(|d| d.value)
                    .map_err(|e| e.puppet_message(None))
            };
            match parsed {
                // Ruby's `parsed || default`.
                Ok(Value::Undef | Value::Bool(false)) => Ok(default),
                Ok(v) => Ok(v),
                Err(_) if !default.is_undef() => Ok(default),
                Err(e) => Err(e),
            }
        }
        // PSON is JSON that may hold any bytes; a default given (even
        // undef) replaces what cannot be read.
        "parsepson" => {
            let text = ruby_to_s(first);
            match serde_json::from_str::<serde_json::Value>(&text) {
                Ok(j) => Ok(crate::catalog::json::json_to_value(&j)),
                Err(_) if args.len() > 1 => Ok(args[1].clone()),
                Err(_) => Err(format!("Could not parse PSON: {text}")),
            }
        }
        "stdlib::batch_escape" | "batch_escape" => {
            let mut out = String::from("\"");
            for c in ruby_to_s(first).chars() {
                match c {
                    '"' => out.push_str("\"\""),
                    '$' | '\\' => {
                        out.push('\\');
                        out.push(c);
                    }
                    c => out.push(c),
                }
            }
            out.push('"');
            Ok(Value::str(out))
        }
        "stdlib::powershell_escape" | "powershell_escape" => {
            let mut out = String::new();
            for c in ruby_to_s(first).chars() {
                match c {
                    ' ' | '\'' | '`' | '|' | '\n' | '$' => {
                        out.push('`');
                        out.push(c);
                    }
                    '"' => out.push_str("\\`\""),
                    c => out.push(c),
                }
            }
            Ok(Value::str(out))
        }
        "stdlib::to_python" | "to_python" => Ok(Value::str(literal(first, true))),
        "stdlib::to_ruby" | "to_ruby" => Ok(Value::str(literal(first, false))),
        _ => return None,
    })
}

fn base64_fn(args: &[Value]) -> Result<Value, String> {
    if args.len() < 2 {
        return Err(format!(
            "base64(): Wrong number of arguments ({}; must be >= 2)",
            args.len()
        ));
    }
    let action = args[0].as_str().unwrap_or_default();
    if action != "encode" && action != "decode" {
        return Err("base64(): the first argument must be one of 'encode' or 'decode'".into());
    }
    let Value::Str(text) = &args[1] else {
        return Err("base64(): the second argument must be a string to base64".into());
    };
    let method = match args.get(2) {
        None => "default".to_string(),
        Some(v) => ruby_to_s(v),
    };
    if !["default", "strict", "urlsafe"].contains(&method.as_str()) {
        return Err(
            "base64(): the third argument must be one of 'default', 'strict', or 'urlsafe'".into(),
        );
    }
    if action == "encode" {
        let strict = strict_base64(text.as_bytes());
        return Ok(Value::str(match method.as_str() {
            // `encode64`: lines of 60 characters, each ending in a newline.
            "default" => strict
                .as_bytes()
                .chunks(60)
                .map(|l| format!("{}\n", String::from_utf8_lossy(l)))
                .collect::<String>(),
            "strict" => strict,
            _ => strict.replace('+', "-").replace('/', "_"),
        }));
    }
    let alphabet = |c: u8| -> Option<u8> {
        match c {
            b'A'..=b'Z' => Some(c - b'A'),
            b'a'..=b'z' => Some(c - b'a' + 26),
            b'0'..=b'9' => Some(c - b'0' + 52),
            b'+' | b'-' => Some(62),
            b'/' | b'_' => Some(63),
            _ => None,
        }
    };
    // `decode64` skips what is not of the alphabet; the others refuse it.
    let mut bits = 0u32;
    let mut count = 0;
    let mut out = Vec::new();
    for &c in text.trim_end_matches('=').as_bytes() {
        let Some(v) = alphabet(c) else {
            if method == "default" {
                continue;
            }
            return Err("invalid base64".into());
        };
        bits = bits << 6 | u32::from(v);
        count += 6;
        if count >= 8 {
            count -= 8;
            out.push((bits >> count) as u8);
            bits &= (1 << count) - 1;
        }
    }
    Ok(Value::str(String::from_utf8_lossy(&out)))
}

/// A Python (or Ruby) literal of plain data.
fn literal(v: &Value, python: bool) -> String {
    let join = |items: Vec<String>| items.join(", ");
    match v {
        Value::Undef if python => "None".into(),
        Value::Undef => "nil".into(),
        Value::Bool(true) if python => "True".into(),
        Value::Bool(false) if python => "False".into(),
        Value::Bool(b) => b.to_string(),
        Value::Int(i) => i.to_string(),
        Value::Float(f) => format_float(*f),
        Value::Array(a) => format!("[{}]", join(a.iter().map(|x| literal(x, python)).collect())),
        Value::Hash(h) => {
            let arrow = if python { ": " } else { " => " };
            let pairs = h
                .iter()
                .map(|(k, x)| format!("{}{arrow}{}", literal(k, python), literal(x, python)))
                .collect();
            format!("{{{}}}", join(pairs))
        }
        other => ruby_string_inspect(&ruby_to_s(other)),
    }
}

/// Ruby's `String#inspect`.
pub(super) fn ruby_string_inspect(s: &str) -> String {
    let mut out = String::from("\"");
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            '\u{1b}' => out.push_str("\\e"),
            '#' if matches!(chars.peek(), Some('{' | '$' | '@')) => out.push_str("\\#"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                out.push_str(&format!("\\x{:02X}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Puppet's built-in functions that spaceship does not implement itself:
/// with those it does (`known::BUILTIN_FUNCTIONS`), what
/// `stdlib::has_function` finds built in.
const OTHER_PUPPET_BUILTINS: &[&str] = &[
    "annotate",
    "binary_file",
    "digest",
    "generate",
    "hiera",
    "hiera_array",
    "hiera_hash",
    "hiera_include",
    "strftime",
];

impl Compiler {
    /// The functions of this family that need the compiler.
    pub(super) fn extra_function(
        &mut self,
        name: &str,
        args: &[Value],
        ctx: &Ctx,
    ) -> Option<Eval<Value>> {
        Some(match name {
            "stdlib::seeded_rand" | "seeded_rand" => {
                let max = match args.first() {
                    Some(Value::Int(i)) => u32::try_from(*i).unwrap_or(u32::MAX),
                    _ => 1,
                };
                let seed = md5::Md5::digest(ruby_to_s(args.get(1).unwrap_or(&Value::Undef)));
                Ok(Value::Int(i64::from(crate::eval::ruby_random::rand_below(
                    &seed, max,
                ))))
            }
            "stdlib::fqdn_rand_string" | "fqdn_rand_string" => self.fqdn_rand_string(args, ctx),
            "stdlib::type_of" | "type_of" => self.call_by_name("type", args.to_vec(), ctx),
            "stdlib::has_function" => {
                let wanted = ruby_to_s(args.first().unwrap_or(&Value::Undef));
                let wanted = wanted.trim_start_matches("::").to_string();
                let found = (crate::eval::known::BUILTIN_FUNCTIONS.iter())
                    .chain(OTHER_PUPPET_BUILTINS)
                    .any(|f| *f == wanted.as_str())
                    || self.find_function(&wanted).is_ok_and(|f| f.is_some())
                    || self
                        .options
                        .loader
                        .as_ref()
                        .and_then(|l| l.ruby_function(&wanted))
                        .is_some();
                Ok(Value::Bool(found))
            }
            "stdlib::str2resource" => {
                let text = ruby_to_s(args.first().unwrap_or(&Value::Undef));
                let found = parse_reference(&text).and_then(|(t, title)| {
                    let t = capitalize_type_name(&t);
                    self.note_resource_probe(&t, &title);
                    self.catalog.find_referenced(&t, &title).map(|_| (t, title))
                });
                match found {
                    Some((t, title)) => Ok(Value::resource_ref(&t, &title)),
                    None => {
                        let (t, title) =
                            parse_reference(&text).unwrap_or((text.clone(), String::new()));
                        let message = format!(
                            "stdlib::str2resource(): could not find {}[{title}], this is parse order dependent and values should not be quoted",
                            capitalize_type_name(&t)
                        );
                        Err(self.fail(ctx, message))
                    }
                }
            }
            "stdlib::sort_by" => self.sort_by(args, ctx),
            "get_module_path" | "load_module_metadata" => self.module_metadata(name, args, ctx),
            "validate_legacy" => self.validate_legacy(args, ctx),
            _ => return None,
        })
    }

    /// `get_module_path(name)`: the module's directory;
    /// `load_module_metadata(name, allow_empty)`: its `metadata.json`.
    fn module_metadata(&mut self, name: &str, args: &[Value], ctx: &Ctx) -> Eval<Value> {
        let arity_ok = match name {
            "get_module_path" => args.len() == 1,
            _ => (1..=2).contains(&args.len()),
        };
        if !arity_ok {
            let message = match name {
                "get_module_path" => "get_module_path(): Wrong number of arguments, expects one",
                _ => "load_module_metadata(): Wrong number of arguments, expects one or two",
            };
            return Err(self.fail(ctx, message));
        }
        let module = ruby_to_s(&args[0]);
        let dir = self
            .options
            .loader
            .as_ref()
            .and_then(|l| l.module_dir(&module));
        let Some(dir) = dir else {
            let message = format!("Could not find module {module} in environment production");
            return Err(self.fail(ctx, message));
        };
        if name == "get_module_path" {
            return Ok(Value::str(dir));
        }
        let file = std::path::Path::new(&dir).join("metadata.json");
        match crate::loader::files::read_to_string(&file) {
            Ok(text) => match serde_json::from_str::<serde_json::Value>(&text) {
                Ok(json) => Ok(crate::catalog::json::json_to_value(&json)),
                Err(e) => Err(self.fail(ctx, format!("Could not parse PSON: {e}"))),
            },
            Err(_) if args.get(1).is_some_and(Value::truthy) => Ok(Value::hash(Default::default())),
            Err(_) => {
                let message =
                    format!("load_module_metadata(): No metadata.json file for module {module}");
                Err(self.fail(ctx, message))
            }
        }
    }

    fn fqdn_rand_string(&mut self, args: &[Value], ctx: &Ctx) -> Eval<Value> {
        let length = match args.first() {
            Some(Value::Int(i)) => *i,
            _ => 0,
        };
        let charset: Vec<char> = match args.get(1) {
            Some(Value::Str(s)) if !s.is_empty() => s.chars().collect(),
            _ => ('0'..='9').chain('A'..='Z').chain('a'..='z').collect(),
        };
        let seed: Vec<String> = args.iter().skip(2).map(ruby_to_s).collect();
        let mut out = String::new();
        for current in 1..=length {
            let mut parts = seed.clone();
            parts.push(current.to_string());
            let call = vec![
                Value::Int(charset.len() as i64),
                Value::str(parts.join(":")),
            ];
            if let Value::Int(i) = self.call_by_name("fqdn_rand", call, ctx)? {
                out.push(charset[i as usize % charset.len()]);
            }
        }
        Ok(Value::str(out))
    }

    /// `stdlib::sort_by(collection) |$x| { key }`: by the keys the block
    /// gives, compared as Puppet compares.
    fn sort_by(&mut self, args: &[Value], ctx: &Ctx) -> Eval<Value> {
        let Some(lambda) = ctx.lambda else {
            return Err(self.fail(ctx, "'stdlib::sort_by' expects a block"));
        };
        let items: Vec<Vec<Value>> = match args.first() {
            Some(Value::Array(a)) => a.iter().map(|v| vec![v.clone()]).collect(),
            Some(Value::Str(s)) => s.chars().map(|c| vec![Value::str(c.to_string())]).collect(),
            // Ruby's `sort_by` yields a hash's entries as pairs.
            Some(Value::Hash(h)) => h
                .iter()
                .map(|(k, v)| vec![Value::array(vec![k.clone(), v.clone()])])
                .collect(),
            _ => Vec::new(),
        };
        let mut keyed = Vec::with_capacity(items.len());
        for item in items {
            let key = self.call_lambda(lambda, item.clone(), ctx.scope, ctx.site)?;
            keyed.push((key, item));
        }
        keyed.sort_by(|(a, _), (b, _)| {
            crate::eval::expr::compare(a, b).unwrap_or(std::cmp::Ordering::Equal)
        });
        Ok(match args.first() {
            Some(Value::Str(_)) => Value::str(
                keyed
                    .iter()
                    .map(|(_, i)| ruby_to_s(&i[0]))
                    .collect::<String>(),
            ),
            Some(Value::Hash(_)) => Value::hash(
                keyed
                    .into_iter()
                    .map(|(_, i)| match i.first() {
                        Some(Value::Array(kv)) => (kv[0].clone(), kv[1].clone()),
                        _ => (Value::Undef, Value::Undef),
                    })
                    .collect(),
            ),
            _ => Value::array(keyed.into_iter().map(|(_, mut i)| i.remove(0)).collect()),
        })
    }

    /// `validate_legacy(type, function_name, value, ...)`: the value must
    /// be of the type (given as a type or its text).
    fn validate_legacy(&mut self, args: &[Value], ctx: &Ctx) -> Eval<Value> {
        self.deprecate(
            "validate_legacy",
            "This method is deprecated, please use Puppet data types to validate parameters",
            true,
            ctx,
        )?;
        let expected = match args.first() {
            Some(Value::Type(t)) => t.clone(),
            Some(Value::Str(text)) => self.type_from_string(text).map_err(|m| self.fail(ctx, m))?,
            _ => return Ok(Value::Undef),
        };
        let value = args.get(2).cloned().unwrap_or(Value::Undef);
        if self.instance_of(&expected, &value) {
            return Ok(Value::Undef);
        }
        let why = self.describe_mismatch(&expected, &value);
        Err(self.fail(ctx, format!("validate_legacy({expected}, ...) {why}")))
    }
}
