//! The built-in functions that ask the environment about module files:
//! `file()` gives the text of the first of its files that exists,
//! `find_file()` and `find_template()` the path of the first that exists
//! (a directory counts), or undef.
//!
//! The compiler never reads or probes a file itself: its loader resolves
//! each reference (`mod/rest` inside the module's `files/` or
//! `templates/`, an absolute path as itself) and looks. Without a loader
//! no file exists.

use super::builtins::CallSite;
use super::{Compiler, Eval};
use crate::catalog::Value;

impl Compiler {
    /// `file(name, ...)`: the text of the first file that exists.
    pub(super) fn read_module_file(&mut self, args: &[Value], site: &CallSite) -> Eval<Value> {
        let loader = self.options.loader.clone();
        let mut found = None;
        for a in args {
            let Some(loader) = loader.as_ref() else { break };
            match loader.module_file("files", &a.to_string()) {
                Ok(None) => {}
                Ok(Some(file)) => {
                    found = Some(file);
                    break;
                }
                Err(message) => return Err(self.function_error(site, message)),
            }
        }
        match found {
            Some((_, text)) => Ok(Value::str(text)),
            None => {
                let names: Vec<String> = args.iter().map(Value::to_string).collect();
                let message = format!("Could not find any files from {}", names.join(", "));
                Err(self.function_error(site, message))
            }
        }
    }

    /// `find_file(...)` (in modules' `files/`) or `find_template(...)`
    /// (in `templates/`): the path of the first reference where something
    /// exists. Its arguments have passed its signatures: strings, or
    /// arrays of strings.
    pub(super) fn find_module_file(
        &mut self,
        name: &str,
        args: &[Value],
        site: &CallSite,
    ) -> Eval<Value> {
        let references: Vec<&Value> = match args {
            // Puppet's dispatch for arrays accepts any number of them but
            // hands its method the first alone, so Ruby refuses more.
            [Value::Array(_), _, ..] => {
                let message = format!(
                    "wrong number of arguments (given {}, expected 2)",
                    args.len() + 1
                );
                return Err(self.function_error(site, message));
            }
            [Value::Array(items)] => items.iter().collect(),
            strings => strings.iter().collect(),
        };
        let folder = match name {
            "find_template" => "templates",
            _ => "files",
        };
        let Some(loader) = self.options.loader.clone() else {
            return Ok(Value::Undef);
        };
        let found = references
            .iter()
            .find_map(|r| loader.find_module_file(folder, &r.to_string()));
        Ok(found.map_or(Value::Undef, Value::str))
    }

    /// Puppet's words for a failed function call.
    fn function_error(&self, site: &CallSite, message: String) -> super::EvalError {
        self.error(
            site.span,
            format!(
                "Evaluation Error: Error while evaluating a {}, {message}",
                site.what
            ),
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::catalog::Value;
    use crate::syntax::{Source, SourceMap};

    /// Without an environment nothing exists: `find_file` and
    /// `find_template` give undef, whatever they are asked.
    #[test]
    fn without_a_loader_nothing_is_found() {
        let mut sources = SourceMap::default();
        let code = "$f = find_file('/') $t = find_template(['m/x', '/']) $n = find_file()";
        sources.add(Source::new("<test>", code));
        let options = crate::eval::Options {
            node: "test".into(),
            facts: Value::Undef,
            loader: None,
            exports: None,
            settings: crate::catalog::settings::Settings::defaults(
                crate::catalog::settings::PuppetVersion::V7,
            ),
        };
        let compiler = crate::eval::compile_text(&sources, options).expect("compiles");
        let values = compiler.top_scope_values();
        for name in ["f", "t", "n"] {
            let value = values.iter().find(|(k, _)| k == name).map(|(_, v)| v);
            assert_eq!(value, Some(&Value::Undef), "${name}");
        }
    }
}
