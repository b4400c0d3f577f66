//! `spaceship lookup KEY... [ENV]`: a Hiera lookup as `puppet lookup`
//! makes it — for a node and its facts, no catalog compiled; several keys
//! tried in turn, the first found wins — printed in `puppet lookup`'s
//! shapes (`--render-as yaml|json|s`), or explained as `puppet lookup
//! --explain` (or `--explain-options`) explains it.

use std::path::PathBuf;
use std::process::ExitCode;

use spaceship::catalog::{Value, explain};

use super::{NodeArgs, ReplArgs, StoreArgs, open_session};

/// What `spaceship lookup` was asked.
#[derive(clap::Args)]
pub(super) struct LookupArgs {
    /// The Hiera keys (`ntp::servers`, `profile::base::packages`), tried
    /// in turn: the first found is the answer; then the environment (a
    /// directory, given last), else the current directory's.
    #[arg(value_name = "KEY... [ENV]", required = true)]
    keys: Vec<String>,
    #[command(flatten)]
    node: NodeArgs,
    /// Explain the lookup: every hierarchy level tried and what it held.
    #[arg(long)]
    explain: bool,
    /// Explain only the search for the key's `lookup_options` (with
    /// --explain: as --explain alone).
    #[arg(long = "explain-options")]
    explain_options: bool,
    /// The merge strategy, overriding `lookup_options`: first, unique,
    /// hash or deep.
    #[arg(long, value_parser = ["first", "unique", "hash", "deep"])]
    merge: Option<String>,
    /// With `--merge deep`: the prefix that knocks a value out of the
    /// merge.
    #[arg(long = "knock-out-prefix", value_name = "PREFIX")]
    knock_out_prefix: Option<String>,
    /// With `--merge deep`: sort the arrays merged.
    #[arg(long = "sort-merged-arrays")]
    sort_merged_arrays: bool,
    /// With `--merge deep`: merge hashes inside arrays.
    #[arg(long = "merge-hash-arrays")]
    merge_hash_arrays: bool,
    /// The value when the key is not found (a string, as puppet lookup's).
    #[arg(long)]
    default: Option<String>,
    /// How the value is printed: yaml (the default), json, or s (Ruby's
    /// `to_s`).
    #[arg(long = "render-as", value_parser = ["yaml", "json", "s"], default_value = "yaml")]
    render_as: String,
}

/// Runs the lookup: 0 with a value printed, 1 when not found or on error.
pub(super) fn lookup(
    mut args: LookupArgs,
    settings: spaceship::catalog::settings::Settings,
) -> ExitCode {
    // The last of several words is the environment when it names a
    // directory (Hiera keys never hold a `/`).
    let env = match args.keys.as_slice() {
        [_, .., last] if last.contains('/') || std::path::Path::new(last).is_dir() => {
            args.keys.pop().map(PathBuf::from)
        }
        _ => None,
    };
    let repl = ReplArgs {
        files: vec![env.unwrap_or_else(|| PathBuf::from("."))],
        node: args.node.clone(),
        store: StoreArgs {
            no_storeconfigs: true,
            ..StoreArgs::default()
        },
    };
    // The environment's loader and the node's facts; its manifests are
    // not compiled (as `puppet lookup` without --compile).
    let Some((mut session, _manifests)) = open_session(&repl, settings) else {
        return ExitCode::FAILURE;
    };
    let deep_options =
        args.sort_merged_arrays || args.merge_hash_arrays || args.knock_out_prefix.is_some();
    if deep_options && args.merge.as_deref() != Some("deep") {
        eprintln!(
            "spaceship: The options --knock-out-prefix, --sort-merged-arrays, and --merge-hash-arrays are only available with '--merge deep'"
        );
        return ExitCode::FAILURE;
    }
    let merge = args.merge.as_deref().map(|name| merge_options(name, &args));
    // Each key in turn until one is found, as `lookup([a, b])` does.
    let mut found = None;
    let mut explanation = Vec::new();
    for key in &args.keys {
        match session.lookup(key, merge.as_ref()) {
            Ok((answer, explained)) => {
                explain::append(&mut explanation, explained.puppet);
                if answer.is_some() {
                    found = answer;
                    break;
                }
            }
            Err(e) => {
                eprintln!("spaceship: {}", e.0);
                return ExitCode::FAILURE;
            }
        }
    }
    if args.explain {
        // As `puppet lookup --explain`: Puppet's tree, values decrypted
        // from eyaml shown; it succeeds whether or not it found the key
        // (the explanation is the answer). With a default, Puppet says
        // nothing more when not found.
        let text = explain::lookup_text(
            &args.keys,
            &explanation,
            found.is_some() || args.default.is_some(),
            true,
        );
        return print_stdout(&text);
    }
    if args.explain_options {
        return print_stdout(&explain::text(&[options_explanation(&explanation)], true));
    }
    let value = match (found, args.default) {
        (Some((value, _)), _) => value,
        (None, Some(default)) => Value::str(&default),
        // puppet lookup prints nothing for a key it does not find.
        (None, None) => return ExitCode::FAILURE,
    };
    finish(print_stdout(&render(&value, &args.render_as)), true)
}

/// What `puppet lookup --explain-options` explains: the hash merge of
/// every source of `lookup_options` searched, and its result.
fn options_explanation(explanation: &[explain::Node]) -> explain::Node {
    let mut merge = explain::Node::new(explain::Kind::Merge {
        strategy: "hash",
        options: None,
    });
    merge.branches = explain::options_sources(explanation);
    let found: Vec<Value> = merge
        .branches
        .iter()
        .flat_map(explain::found_values)
        .collect();
    if let Ok(result) = spaceship::hiera::Strategy::from_value(&Value::str("hash"))
        .and_then(|hash| hash.merge(&found))
        && !found.is_empty()
    {
        merge.event = explain::Event::Result(result);
    }
    merge
}

/// The merge `puppet lookup` asks for: a deep merge always with its
/// array options (which its explanation shows).
fn merge_options(name: &str, args: &LookupArgs) -> Value {
    if name != "deep" {
        return Value::str(name);
    }
    let mut options = spaceship::catalog::Map::default();
    options.insert(Value::str("strategy"), Value::str("deep"));
    options.insert(
        Value::str("sort_merged_arrays"),
        Value::Bool(args.sort_merged_arrays),
    );
    options.insert(
        Value::str("merge_hash_arrays"),
        Value::Bool(args.merge_hash_arrays),
    );
    if let Some(prefix) = &args.knock_out_prefix {
        options.insert(Value::str("knockout_prefix"), Value::str(prefix));
    }
    Value::hash(options)
}

fn finish(printed: ExitCode, found: bool) -> ExitCode {
    if printed == ExitCode::SUCCESS && !found {
        ExitCode::FAILURE
    } else {
        printed
    }
}

/// A value as `puppet lookup --render-as` prints it.
fn render(value: &Value, render_as: &str) -> String {
    match render_as {
        "json" => format!("{}\n", spaceship::catalog::json::value_json(value)),
        "s" => match value {
            Value::Str(s) => format!("{s}\n"),
            Value::Undef => "\n".to_string(),
            other => format!("{}\n", spaceship::catalog::value::ruby_inspect(other)),
        },
        _ => spaceship::yaml::to_yaml(value),
    }
}

/// Prints to standard output; a closed pipe (`| head`) ends quietly.
fn print_stdout(text: &str) -> ExitCode {
    use std::io::Write as _;
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("spaceship: {e}");
            ExitCode::FAILURE
        }
    }
}
