//! ERB templates, rendered as Puppet renders them, by an evaluator for the
//! subset of Ruby that templates use (no Ruby runtime).
//!
//! The pipeline: [`scan`] cuts the template into text and tags exactly as
//! Ruby's `ERB.new(text, trim_mode: '-')` does; [`lexer`] turns the tags'
//! Ruby code (and the text between them) into one token stream; [`parser`]
//! builds the program; [`interp`] runs it on Ruby-like values ([`value`])
//! made from Puppet values, asking an [`ErbContext`] for variables and
//! functions. Whatever lies outside the subset is a located error, never
//! a guess, and nothing a template writes can reach files, commands or
//! the network.

mod ast;
mod calls;
mod classes;
mod collections;
mod containers;
mod cycles;
pub use cycles::CycleScope;
mod enumerable;
mod exceptions;
mod format;
mod functions;
mod interp;
mod ipaddr;
mod lexer;
mod methods;
mod numbers;
mod objects;
pub use objects::SharedObjects;
mod parser;
mod policy;
mod pretty;
mod regex;
mod scan;
mod serialize;
pub use serialize::json_string;
mod strings;
#[cfg(test)]
mod tests;
mod value;

use std::fmt;

use crate::catalog::Value;

/// What a template can see of the compiler: Puppet's scope as the
/// template wrapper exposes it.
pub trait ErbContext {
    /// A variable as `scope['name']` sees it (`name` may be qualified,
    /// `::x` is top scope); `None` when unknown.
    fn variable(&self, name: &str) -> Option<Value>;
    /// Whether `has_variable?(name)` holds (Puppet: set and not undef).
    fn has_variable(&self, name: &str) -> bool;
    /// `scope.call_function(name, args)`.
    fn call_function(&mut self, name: &str, args: Vec<Value>) -> Result<Value, String>;
    /// The names of the variables the template sees as `@name`, for
    /// `instance_variables` (Puppet's `scope.to_hash`, in its order).
    fn variable_names(&self) -> Vec<String>;
    /// `scope.setvar(name, value)`: sets a variable in the scope the
    /// template was called from (refused where Puppet refuses it).
    fn set_variable(&mut self, name: &str, value: Value) -> Result<(), String> {
        let _ = (name, value);
        Err("scope.setvar is not supported here".into())
    }
    /// The Ruby objects this render shares with the renders around it
    /// (see [`SharedObjects`]); `None` makes every read a fresh copy.
    fn shared_objects(&mut self) -> Option<&mut SharedObjects> {
        None
    }
    /// Whether the template runs under Puppet 8's Ruby (3.3) rather than
    /// Puppet 7's (3.1): Ruby 3.2 removed `Fixnum`, `Bignum`, `Object#=~`
    /// and `taint`, and 3.3 words a missing method "for an instance of C".
    fn ruby_3_3(&self) -> bool {
        false
    }
    /// Puppet's `strict_variables`: `scope['x']` of an unknown variable
    /// raises rather than giving nil.
    fn strict_variables(&self) -> bool {
        false
    }
}

/// A failed render: where in the template, and why.
#[derive(Debug, Clone, PartialEq)]
pub struct ErbError {
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
    /// Ruby itself raises this error (a method missing on nil, a
    /// failed conversion...): Puppet reports its message alone.
    pub ruby_error: bool,
}

impl fmt::Display for ErbError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.file, self.line, self.column, self.message
        )
    }
}

/// A position in the template (1-based line and column).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Pos {
    pub line: usize,
    pub column: usize,
}

/// Renders `text` (named `source_name` in errors: a file path, or
/// `inline_template`) with the variables and functions of `ctx`.
pub fn render(source_name: &str, text: &str, ctx: &mut dyn ErbContext) -> Result<String, ErbError> {
    Template::parse(source_name, text)?.render(ctx)
}

/// A parsed template, to render as often as it is called (a compile
/// renders apache's `_require.erb` once per directory).
#[derive(Debug)]
pub struct Template {
    source_name: String,
    program: ast::Expr,
}

impl Template {
    /// Parses `text`; `source_name` names it in errors.
    pub fn parse(source_name: &str, text: &str) -> Result<Template, ErbError> {
        let located = |pos: Pos, message: String| located(source_name, pos, message);
        let pieces = scan::scan(text).map_err(|(p, m)| located(p, m))?;
        let tokens = lexer::lex_pieces(&pieces).map_err(|(p, m)| located(p, m))?;
        let program = parser::parse(tokens).map_err(|(p, m)| located(p, m))?;
        Ok(Template {
            source_name: source_name.to_string(),
            program,
        })
    }

    /// Renders with the variables and functions of `ctx`.
    pub fn render(&self, ctx: &mut dyn ErbContext) -> Result<String, ErbError> {
        // Declared first, dropped last: after the interpreter.
        let _cycles = CycleScope::begin();
        let mut interp = interp::Interp::new(ctx);
        interp
            .run(&self.program)
            .map_err(|(p, m, ruby_error)| ErbError {
                ruby_error,
                ..located(&self.source_name, p, m)
            })
    }
}

fn located(source_name: &str, pos: Pos, message: String) -> ErbError {
    ErbError {
        file: source_name.to_string(),
        line: pos.line,
        column: pos.column,
        message,
        ruby_error: false,
    }
}

/// Checks that a template is within the subset without rendering it
/// (for checking a module's templates ahead of time).
pub fn check(source_name: &str, text: &str) -> Result<(), ErbError> {
    let located = |pos: Pos, message: String| ErbError {
        file: source_name.to_string(),
        line: pos.line,
        column: pos.column,
        message,
        ruby_error: false,
    };
    let pieces = scan::scan(text).map_err(|(p, m)| located(p, m))?;
    let tokens = lexer::lex_pieces(&pieces).map_err(|(p, m)| located(p, m))?;
    parser::parse(tokens).map_err(|(p, m)| located(p, m))?;
    Ok(())
}

/// A Puppet value as Ruby's `inspect` shows it in a template.
pub fn ruby_inspect(v: &Value) -> String {
    value::from_puppet(v).inspect()
}

/// The Ruby class of a Puppet value in a template.
pub fn ruby_class(v: &Value) -> String {
    value::from_puppet(v).class_name()
}
