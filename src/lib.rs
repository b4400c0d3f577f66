//! spaceship: a fast, faithful Puppet catalog explorer.
//!
//! The crate is layered: [`syntax`] turns text into an AST, [`eval`] turns
//! the AST into a [`catalog`], [`session`] keeps a live catalog for the
//! interactive front ends ([`repl`], [`tui`]), and `cli.rs` only wires
//! things up. Each module imports only the layers below its own: the table
//! is in ARCHITECTURE.md, and `tests/tidy.rs` holds the code to it.

pub mod allocator;
pub mod cache_home;
pub mod catalog;
pub mod diff;
pub mod driver;
pub mod eval;
pub mod fleet;
pub mod graph;
pub mod hiera;
pub mod interrupt;
pub mod loader;
pub mod repl;
pub mod ruby;
pub mod session;
pub mod store;
pub mod syntax;
pub mod template;
pub mod timing;
pub mod tui;
pub mod yaml;
