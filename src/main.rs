//! The `spaceship` binary: wires the command line to the library.

use std::process::ExitCode;

fn main() -> ExitCode {
    spaceship_cli::run()
}

#[path = "cli.rs"]
mod spaceship_cli;
