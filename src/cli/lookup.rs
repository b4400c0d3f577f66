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
    let merge = args.merge.as_deref().map(Value::str);
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
        let mut text = spaceship::catalog::explain::puppet_text(&explained.puppet);
        match (&found, &args.default) {
            (Some(_), _) => {}
            (None, Some(default)) => text.push_str(&format!(
                "{}\n",
                render(&Value::str(default), "s").trim_end()
            )),
            (None, None) => text.push_str(&format!(
                "Function lookup() did not find a value for the name '{}'\n",
                args.key
            )),
        }
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
