//! The `spaceship` binary: wires the command line to the library.

use std::process::ExitCode;

/// mimalloc: the parser and the evaluator allocate many small objects;
/// it roughly halves the time spent in the system allocator. It is built
/// with `no_thp`: transparent huge pages under its arenas added about
/// 20 MB to the peak resident memory of a 20,000-resource compile.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    spaceship_cli::run()
}

#[path = "cli.rs"]
mod spaceship_cli;
