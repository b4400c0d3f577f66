//! Where definitions may stand (Puppet's words when one stands inside an
//! expression or a block), and the checks Puppet's validator adds for a
//! file it autoloads from a module. Such a file holds only definitions
//! (no code runs when it loads), and each is named inside the namespace
//! its path gives (`mod/manifests/a/b.pp` defines `mod::a::b` or below).

use super::label;
use crate::syntax::Diagnostic;
use crate::syntax::ast::{Expr, ExprKind};

/// Puppet's words for a definition inside an expression or a block.
pub(crate) const NOT_TOP_LEVEL: &str =
    "Classes, definitions, and nodes may only appear at toplevel or inside other classes";

/// Checks a module file's top-level statements. `namespace` is what the
/// file's path allows (lowercase), `path` the file's name for messages;
/// with `check_names` false (type alias files) only the statements'
/// kinds are checked, as Puppet checks those names when it loads them.
pub fn check_module_file(
    program: &[Expr],
    namespace: &str,
    path: &str,
    check_names: bool,
) -> Result<(), Diagnostic> {
    for statement in program {
        let name = match &statement.kind {
            ExprKind::ClassDef(def) | ExprKind::DefineDef(def) | ExprKind::FunctionDef(def) => {
                def.name.as_str()
            }
            ExprKind::TypeAlias(..) => continue,
            _ => {
                return Err(Diagnostic::new(
                    statement.span,
                    format!(
                        "This {} is unacceptable as a top level construct in this location",
                        label(statement)
                    ),
                ));
            }
        };
        let name = name.trim_start_matches("::").to_lowercase();
        let inside = name == namespace
            || name
                .strip_prefix(namespace)
                .is_some_and(|rest| rest.starts_with("::"));
        if check_names && !inside {
            return Err(Diagnostic::new(
                statement.span,
                format!(
                    "Unacceptable location. The name '{name}' is unacceptable in file '{path}'"
                ),
            ));
        }
    }
    Ok(())
}
