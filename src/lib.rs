//! spaceship: a fast, faithful Puppet catalog explorer.
//!
//! The crate is layered: [`syntax`] turns text into an AST, [`eval`] turns
//! the AST into a [`catalog`], and the front ends in `main.rs` (`cli`)
//! only wire these together.

pub mod catalog;
pub mod driver;
pub mod eval;
pub mod syntax;
