//! `spaceship lookup KEY [ENV]`: a Hiera lookup as `puppet lookup` makes
//! it — for a node and its facts, no catalog compiled — printed in
//! `puppet lookup`'s shapes (`--render-as yaml|json|s`), or explained as
//! `puppet lookup --explain` explains it.

use std::path::PathBuf;
use std::process::ExitCode;

use spaceship::catalog::Value;

use super::{NodeArgs, ReplArgs, StoreArgs, open_session};

/// What `spaceship lookup` was asked.
#[derive(clap::Args)]
pub(super) struct LookupArgs {
    /// The Hiera key (`ntp::servers`, `profile::base::packages`).
    key: String,
    /// The environment (a directory); else the current directory's.
    env: Option<PathBuf>,
    #[command(flatten)]
    node: NodeArgs,
    /// Explain the lookup: every hierarchy level tried and what it held.
    #[arg(long)]
    explain: bool,
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
    args: LookupArgs,
    settings: spaceship::catalog::settings::Settings,
) -> ExitCode {
    let repl = ReplArgs {
        files: vec![args.env.clone().unwrap_or_else(|| PathBuf::from("."))],
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
    let (found, explained) = match session.lookup(&args.key, merge.as_ref()) {
        Ok(answer) => answer,
        Err(e) => {
            eprintln!("spaceship: {}", e.0);
            return ExitCode::FAILURE;
        }
    };
    if args.explain {
        // As `puppet lookup --explain`: Puppet's tree, values decrypted
        // from eyaml shown; it succeeds whether or not it found the key
        // (the explanation is the answer).
        // With a default, Puppet says nothing more when not found.
        let text = spaceship::catalog::explain::lookup_text(
            &args.key,
            &explained.puppet,
            found.is_some() || args.default.is_some(),
            true,
        );
        return print_stdout(&text);
    }
    let value = match (found, args.default) {
        (Some((value, _)), _) => value,
        (None, Some(default)) => Value::str(&default),
        // puppet lookup prints nothing for a key it does not find.
        (None, None) => return ExitCode::FAILURE,
    };
    finish(print_stdout(&render(&value, &args.render_as)), true)
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
