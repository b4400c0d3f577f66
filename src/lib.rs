//! spaceship: a fast, faithful Puppet catalog explorer.
//!
//! The crate is layered: [`syntax`] turns text into an AST, [`eval`] turns
//! the AST into a [`catalog`], [`session`] keeps a live catalog for the
//! interactive front ends ([`repl`]), and `cli.rs` only wires things up.

pub mod allocator;
pub mod catalog;
pub mod diff;
pub mod driver;
pub mod eval;
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
pub mod tui;
pub mod yaml;
