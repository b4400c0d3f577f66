//! The YAML reader and writer against what Ruby's Psych (as Puppet 7.23
//! calls it) produced for the same input; `scripts/regen-yaml` regenerates
//! the expected files, this test needs no Ruby.

use std::fmt::Write as _;
use std::fs;
use std::path::Path;

use spaceship::catalog::Value;
use spaceship::yaml::{self, Children, Document, Located, ruby_float_to_s};

/// The canonical form `scripts/regen-yaml` writes for Ruby values.
fn canon(value: &Value, located: Option<&Located>, out: &mut String) {
    match value {
        Value::Undef => out.push_str("nil"),
        Value::Bool(b) => write!(out, "{b}").unwrap(),
        Value::Int(i) => write!(out, "{i}").unwrap(),
        Value::Float(f) if f.is_nan() => out.push_str("NaN"),
        Value::Float(f) if f.is_infinite() => {
            out.push_str(if *f > 0.0 { "Infinity" } else { "-Infinity" })
        }
        Value::Float(f) => out.push_str(&ruby_float_to_s(*f)),
        Value::Str(s) => {
            if located.is_some_and(|l| l.symbol) {
                out.push(':');
            }
            out.push_str(&serde_json::to_string(s.as_ref()).unwrap());
        }
        Value::Array(items) => {
            let locs = match located.map(|l| &l.children) {
                Some(Children::Seq(l)) => Some(l),
                _ => None,
            };
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                canon(item, locs.and_then(|l| l.get(i)), out);
            }
            out.push(']');
        }
        Value::Hash(map) => {
            let locs = match located.map(|l| &l.children) {
                Some(Children::Map(l)) => Some(l),
                _ => None,
            };
            out.push('{');
            for (i, (k, v)) in map.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                // Hiera turns symbol keys into strings.
                canon(k, None, out);
                out.push_str(" => ");
                canon(v, locs.and_then(|l| l.get(i)).map(|(_, v)| v), out);
            }
            out.push('}');
        }
        other => write!(out, "#<{other:?}>").unwrap(),
    }
}

/// A key as text, as the regen script names it: complex keys are `?`.
fn key_name(key: &Value) -> String {
    match key {
        Value::Str(s) => s.to_string(),
        Value::Array(_) | Value::Hash(_) => "?".to_string(),
        Value::Float(f) => ruby_float_to_s(*f),
        other => other.to_string(),
    }
}

/// `path: key L:C value L:C` for every mapping pair; a path seen twice
/// keeps its first place and its last position, as the regen script does.
fn positions(
    value: &Value,
    located: &Located,
    path: &mut Vec<String>,
    out: &mut indexmap::IndexMap<String, String>,
) {
    match (value, &located.children) {
        (Value::Hash(map), Children::Map(locs)) => {
            for ((k, v), (kl, vl)) in map.iter().zip(locs.iter()) {
                path.push(key_name(k));
                out.insert(
                    path.join("/"),
                    format!(
                        "key {}:{} value {}:{}",
                        kl.line, kl.column, vl.line, vl.column
                    ),
                );
                positions(v, vl, path, out);
                path.pop();
            }
        }
        (Value::Array(items), Children::Seq(locs)) => {
            for (i, (item, l)) in items.iter().zip(locs.iter()).enumerate() {
                path.push(i.to_string());
                positions(item, l, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

fn result(doc: &Result<Document, yaml::YamlError>) -> String {
    match doc {
        Ok(doc) => {
            let mut out = String::new();
            canon(&doc.value, Some(&doc.located), &mut out);
            out
        }
        Err(e) => format!("error: {}", e.puppet_message(None)),
    }
}

/// Only the `name` and `values` of a facts object, as the regen script
/// shows it.
fn facts_view(doc: Document) -> Document {
    let Value::Hash(map) = &doc.value else {
        return doc;
    };
    let Children::Map(locs) = &doc.located.children else {
        return doc;
    };
    let mut out = spaceship::catalog::Map::default();
    let mut out_locs = Vec::new();
    for name in ["name", "values"] {
        let key = Value::str(name);
        let (i, _, v) = map.get_full(&key).unwrap();
        out.insert(key, v.clone());
        out_locs.push(locs[i].clone());
    }
    Document {
        value: Value::hash(out),
        located: Located {
            children: Children::Map(out_locs.into()),
            ..doc.located.clone()
        },
    }
}

fn files(dir: &str, ext: &str) -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(dir))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no test files in {dir}");
    files
}

#[test]
fn plain_scalars_resolve_as_psych() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/yaml");
    let inputs = fs::read_to_string(dir.join("scalars.in")).unwrap();
    let expected = fs::read_to_string(dir.join("scalars.expected")).unwrap();
    let mut failures = Vec::new();
    let expected: Vec<&str> = expected.lines().collect();
    assert_eq!(inputs.lines().count(), expected.len());
    for (input, want) in inputs.lines().zip(expected) {
        let got = result(&yaml::parse(&format!("v: {input}")));
        let got = got
            .strip_prefix("{\"v\" => ")
            .and_then(|g| g.strip_suffix('}'))
            .map(str::to_string)
            .unwrap_or(got);
        // Ruby reads integers beyond 64 bits as Bignums; spaceship refuses
        // them (a documented difference).
        let bignum = want
            .parse::<i128>()
            .is_ok_and(|n| i64::try_from(n).is_err());
        if bignum && got.contains("outside Puppet's 64-bit Integer range") {
            continue;
        }
        if got != want {
            failures.push(format!("{input:?}: want {want}, got {got}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Documents damaged at random: libyaml's verdict and message (or the
/// value) must be Ruby's.
#[test]
fn damaged_documents_fail_as_psych() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/yaml");
    let inputs = fs::read_to_string(dir.join("mutated.jsonl")).unwrap();
    let expected = fs::read_to_string(dir.join("mutated.expected")).unwrap();
    let expected: Vec<&str> = expected.lines().collect();
    assert_eq!(inputs.lines().count(), expected.len());
    let mut failures = Vec::new();
    for (line, want) in inputs.lines().zip(expected) {
        let text: String = serde_json::from_str(line).unwrap();
        let got = result(&yaml::parse(&text));
        if got != want {
            failures.push(format!("{text:?}:\n want {want}\n  got {got}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn documents_read_as_psych() {
    let mut failures = Vec::new();
    for file in files("tests/yaml/docs", "yaml") {
        let text = fs::read_to_string(&file).unwrap();
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let facts = name.starts_with("facts-");
        let doc = if facts {
            yaml::parse_facts(&text)
        } else {
            yaml::parse(&text)
        };
        let shown = if facts {
            doc.clone().map(facts_view)
        } else {
            doc.clone()
        };
        let mut got = result(&shown) + "\n";
        let positional = !["&", "*", "<<", "omap"].iter().any(|s| text.contains(s));
        if let (Ok(doc), true) = (&doc, positional) {
            let mut lines = indexmap::IndexMap::new();
            positions(&doc.value, &doc.located, &mut Vec::new(), &mut lines);
            for (path, at) in lines {
                writeln!(got, "{path}: {at}").unwrap();
            }
        }
        let want = fs::read_to_string(file.with_extension("expected")).unwrap();
        if got != want {
            failures.push(format!("{name}:\n want {want}\n  got {got}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn values_write_as_ruby_to_yaml() {
    let mut failures = Vec::new();
    for file in files("tests/yaml/emit", "yaml") {
        let text = fs::read_to_string(&file).unwrap();
        let shared = file
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with("shared-"));
        let got = match yaml::parse(&text) {
            Ok(doc) if shared => yaml::to_yaml_shared(&doc.value),
            Ok(doc) => yaml::to_yaml(&doc.value),
            Err(e) => format!("error: {}\n", e.puppet_message(None)),
        };
        let want = fs::read_to_string(file.with_extension("expected")).unwrap();
        if got != want {
            failures.push(format!(
                "{}:\n want {want:?}\n  got {got:?}",
                file.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn lines_are_found_by_path() {
    let doc = yaml::parse("a:\n  b:\n    - x\n    - y: 1\nc: 2\n").unwrap();
    let path = |p: &[Value]| doc.line_of(p);
    assert_eq!(path(&[Value::str("a"), Value::str("b")]), Some(3));
    assert_eq!(
        path(&[
            Value::str("a"),
            Value::str("b"),
            Value::Int(1),
            Value::str("y")
        ]),
        Some(4)
    );
    assert_eq!(path(&[Value::str("c")]), Some(5));
    assert_eq!(path(&[Value::str("missing")]), None);
    let key = doc
        .key_location(&[Value::str("a"), Value::str("b")])
        .unwrap();
    assert_eq!((key.line, key.column), (2, 3));
    let sym = yaml::parse("a: :x\nb: [1]\n").unwrap();
    assert!(sym.holds_symbol(&[Value::str("a")]));
    assert!(!sym.holds_symbol(&[Value::str("b")]));
}

/// Values Puppet's loader cannot return at the top (it makes a null
/// document `false`); the expected bytes are Ruby 3.1's `x.to_yaml`.
#[test]
fn roots_write_as_ruby_to_yaml() {
    let cases = [
        (Value::Undef, "---\n"),
        (Value::Bool(false), "--- false\n"),
        (Value::Int(1), "--- 1\n"),
        (Value::str(""), "--- ''\n"),
        (Value::array(vec![Value::array(vec![])]), "---\n- []\n"),
        (Value::str("a\nb"), "--- |-\n  a\n  b\n"),
        (
            Value::array(vec![Value::array(vec![Value::str("a\nb")])]),
            "---\n- - |-\n    a\n    b\n",
        ),
    ];
    for (value, want) in cases {
        assert_eq!(yaml::to_yaml(&value), want, "{value:?}");
    }
}

/// Ruby runs out of stack on very deep nesting (past about a thousand
/// levels); spaceship stops at 1000 levels with Ruby's message, and reads
/// anything shallower without exhausting its own stack.
#[test]
fn deep_nesting_is_refused_not_crashed() {
    let deep = |n: usize| format!("{}{}", "[".repeat(n), "]".repeat(n));
    assert!(yaml::parse(&deep(900)).is_ok());
    let err = yaml::parse(&deep(5000)).unwrap_err();
    assert_eq!(err.puppet_message(None), "stack level too deep");
    let text = (0..900)
        .map(|i| format!("{}a:", "  ".repeat(i)))
        .collect::<Vec<_>>();
    assert!(yaml::parse(&(text.join("\n") + " 1")).is_ok());
}

/// A file that is not UTF-8, as Ruby 3.1 with Puppet 7.23 reports it.
#[test]
fn bytes_that_are_not_utf8_fail_as_libyaml() {
    let err = yaml::parse_bytes(b"a: b\nc: \xff\xfe x\n", &yaml::Options::default()).unwrap_err();
    assert_eq!(
        err.puppet_message(None),
        "(<unknown>): invalid leading UTF-8 octet at line 1 column 1"
    );
}

/// Hiera reads a byte order mark as part of the text (libyaml counts it
/// as a column, see docs/bom.yaml); the facts terminus drops it first.
#[test]
fn facts_files_lose_their_byte_order_mark() {
    let doc = yaml::parse_facts("\u{feff}name: n\nvalues: {}\n").unwrap();
    let key = doc.key_location(&[Value::str("name")]).unwrap();
    assert_eq!((key.line, key.column), (1, 1));
}
