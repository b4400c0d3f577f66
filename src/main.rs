//! The `spaceship` binary: wires the command line to the library.

use std::process::ExitCode;

/// mimalloc: the parser and the evaluator allocate many small objects;
/// it roughly halves the time spent in the system allocator.
#[global_allocator]
static ALLOCATOR: spaceship::allocator::MiMalloc = spaceship::allocator::MiMalloc;

fn main() -> ExitCode {
    spaceship_cli::run()
}

#[path = "cli.rs"]
mod spaceship_cli;
