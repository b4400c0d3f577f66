//! Which functions an incremental input may call, and how far: the
//! plainness check asks here for every call it sees, and the run's guard
//! (`RunGuard`) for the calls it could not see (those a template makes).

use std::cell::Cell;
use std::rc::Rc;

use rustc_hash::FxHashSet as HashSet;

use super::super::{Compiler, library, ruby_functions};
use crate::catalog::Value;
use crate::syntax::ast::Definition;

/// What a function touches besides its arguments.
pub(super) enum FunctionUse {
    /// Nothing: it computes or logs, the same wherever it runs (define
    /// bodies included).
    Pure,
    /// Variables of the calling scope and the top scope, Hiera data and
    /// module files (`lookup`, templates, `getvar`): the same at the end of
    /// the top scope, where the run's guard hides the classes evaluated
    /// since.
    ReadsScope,
    /// The catalog and the classes evaluated so far (`defined`,
    /// `tagged`): only where nothing ran after the top scope.
    ReadsCatalog,
    /// Declares resources (of built-in types only: the run's guard
    /// refuses others), looking for them in the catalog first if
    /// `reads_catalog` (`ensure_resource`).
    Declares { reads_catalog: bool },
    /// A function written in Puppet: as plain as its body.
    Puppet(std::sync::Arc<Definition>),
    /// Anything else: includes, tags, fails, or is unknown.
    Other,
}

impl Compiler {
    /// How function `name` may be called by an incremental input, as
    /// `call_with` would dispatch it.
    pub(super) fn function_use(&mut self, name: &str) -> FunctionUse {
        let name = name.trim_start_matches("::");
        // `fail` stops the input, which the recompile then words.
        if PURE_FUNCTIONS.contains(&name)
            || name == "fail"
            || name == super::super::epp::RENDER
            || CORE_TYPES.contains(&name)
            || library::call(name, &[Value::Undef]).is_some()
        {
            return FunctionUse::Pure;
        }
        if SCOPE_READERS.contains(&name) {
            return FunctionUse::ReadsScope;
        }
        if matches!(name, "defined" | "tagged") {
            return FunctionUse::ReadsCatalog;
        }
        if name == "create_resources" {
            return FunctionUse::Declares {
                reads_catalog: false,
            };
        }
        if name.starts_with(|c: char| c.is_ascii_uppercase()) || KNOWN_OTHERS.contains(&name) {
            return FunctionUse::Other;
        }
        match self.find_function(name) {
            Ok(Some(def)) => return FunctionUse::Puppet(def),
            Ok(None) => {}
            Err(_) => return FunctionUse::Other,
        }
        let defined_in_ruby =
            (self.options.loader.as_ref()).is_some_and(|l| l.ruby_function(name).is_some());
        if defined_in_ruby && let Some((target, warning)) = ruby_functions::stdlib_shim(name) {
            // The shim warns where it is first called: here, unless code
            // after the top scope called it first (the compile would then
            // warn here instead).
            let top = self.top_scope_end.messages.min(self.messages.len());
            let warned_late =
                self.messages[top..].contains(&warning) && !self.messages[..top].contains(&warning);
            return match warned_late {
                true => FunctionUse::Other,
                false => self.function_use(target),
            };
        }
        if defined_in_ruby && ENSURING.contains(&name) {
            return FunctionUse::Declares {
                reads_catalog: true,
            };
        }
        if defined_in_ruby && (ruby_functions::is_pure(name) || PURE_RUBY_FUNCTIONS.contains(&name))
        {
            return FunctionUse::Pure;
        }
        FunctionUse::Other
    }

    /// Refuses the incremental input running now, if one is: it did what
    /// only a full compile can tell.
    pub(in crate::eval) fn refuse_input(&self, reason: &'static str) {
        if let Some(guard) = &self.run_guard {
            guard.refuse(reason);
        }
    }

    /// What the input's define bodies may see, while they run.
    fn body_view(&self) -> Option<&BodyView> {
        self.run_guard.as_ref().and_then(|g| g.bodies.as_ref())
    }

    /// Whether a define body of the input is running (a class it
    /// declares is evaluated only by a compile).
    pub(in crate::eval) fn declaring_in_define_body(&self) -> bool {
        self.body_view().is_some()
    }

    /// A define body of the input found resource `id`: refuses the input
    /// unless the body could see it where the generator loop runs it.
    pub(in crate::eval) fn check_body_sees_resource(&self, id: usize) {
        if self.body_view().is_some_and(|v| !v.sees_resource(id)) {
            self.refuse_input("a define body found a resource declared after it runs");
        }
    }

    /// A define body of the input compared resource `id`'s values:
    /// refuses the input unless they are those the top scope left, which
    /// it saw where it runs (collectors and the compile's end change them
    /// later).
    pub(in crate::eval) fn check_body_sees_values(&self, id: usize) {
        let Some(view) = self.body_view() else {
            return;
        };
        let as_declared = id >= view.own_resources
            || (id < self.top_scope_end.resources && !self.top_scope_value_changed(id));
        if !as_declared {
            self.refuse_input("a define body read attributes later code changed");
        }
    }

    /// `check_body_sees_resource` for class `name`, if `found`.
    pub(in crate::eval) fn check_body_sees_class(&self, found: bool, name: &str) {
        let Some(view) = self.body_view().filter(|_| found) else {
            return;
        };
        let name = name.trim_start_matches("::").to_lowercase();
        let index = self.catalog.classes.iter().position(|c| *c == name);
        if index.is_none_or(|i| !view.sees_class(i)) {
            self.refuse_input("a define body found a class evaluated after it runs");
        }
    }

    /// Whether function `name` is one the plainness check lets an input
    /// call only where it does not run (a branch not taken): one that is
    /// not known to be plain, nor handled by the check itself. It refuses
    /// the input as it is called (`call_with`).
    pub(in crate::eval) fn refused_as_called(&mut self, name: &str) -> bool {
        let name = name.trim_start_matches("::");
        !KNOWN_OTHERS.contains(&name)
            && !name.starts_with(|c: char| c.is_ascii_uppercase())
            && matches!(self.function_use(name), FunctionUse::Other)
    }

    /// Whether a template the input renders may call `name` (a template's
    /// calls are seen only as it runs).
    pub(in crate::eval) fn template_may_call(&mut self, name: &str) -> bool {
        let after_top = self.run_guard.as_ref().is_some_and(|g| g.after_top);
        match self.function_use(name) {
            FunctionUse::Pure | FunctionUse::ReadsScope => name != "call",
            FunctionUse::ReadsCatalog => !after_top,
            FunctionUse::Declares { .. } | FunctionUse::Puppet(_) | FunctionUse::Other => false,
        }
    }
}

/// Set while an input's statements run incrementally: what they may not
/// do, found as they run.
#[derive(Debug, Default)]
pub(in crate::eval) struct RunGuard {
    /// Whether code ran after the top scope.
    pub(in crate::eval) after_top: bool,
    /// The classes evaluated after the top scope: where the input runs
    /// they are not evaluated yet, so their variables are hidden from it.
    pub(in crate::eval) late_classes: HashSet<String>,
    /// Why, once the input did what only a full compile can tell (the
    /// first reason given).
    pub(in crate::eval) refused: Cell<Option<&'static str>>,
    /// While define bodies run: what they could see where the generator
    /// loop runs them.
    pub(in crate::eval) bodies: Option<BodyView>,
    /// Texts its templates rendered, with what they were credited to
    /// before (put back if the input fails).
    pub(in crate::eval) rendered: Vec<(u64, Option<Rc<[String]>>)>,
}

/// What the input's define bodies could see where the generator loop
/// runs them (at the first pass's mark, or later: taken as there).
#[derive(Debug, Default)]
pub(in crate::eval) struct BodyView {
    /// Classes evaluated past the mark, whose variables they must not read.
    pub(in crate::eval) unseen_classes: HashSet<String>,
    /// Earlier resources declared before the mark, and the classes
    /// evaluated before it.
    pub(in crate::eval) mark_resources: usize,
    pub(in crate::eval) mark_classes: usize,
    /// Where the input's own resources and classes begin (they precede
    /// every body), and where the running body's do.
    pub(in crate::eval) own_resources: usize,
    pub(in crate::eval) own_classes: usize,
    pub(in crate::eval) body_start: usize,
}

impl BodyView {
    /// Whether a body could see resource `id` where it runs.
    pub(in crate::eval) fn sees_resource(&self, id: usize) -> bool {
        id < self.mark_resources || (self.own_resources..self.body_start).contains(&id)
    }

    /// Whether class number `index` (in evaluation order) was evaluated
    /// where a body runs.
    pub(in crate::eval) fn sees_class(&self, index: usize) -> bool {
        index < self.mark_classes || index >= self.own_classes
    }
}

impl RunGuard {
    /// Refuses the input: `reason` says why, unless one was given first.
    pub(in crate::eval) fn refuse(&self, reason: &'static str) {
        if self.refused.get().is_none() {
            self.refused.set(Some(reason));
        }
    }

    /// Whether class `class` is not evaluated yet where the input runs
    /// (its variables are unknown there, as in the compile).
    pub(in crate::eval) fn hides(&self, class: &str) -> bool {
        self.late_classes.contains(class)
    }

    /// Whether a define body reading class `class`'s variables reads
    /// what it could not where it runs (refusing the input).
    pub(in crate::eval) fn unseen(&self, class: &str) -> bool {
        let unseen = self
            .bodies
            .as_ref()
            .is_some_and(|b| b.unseen_classes.contains(class));
        if unseen {
            self.refuse("a define body read variables of a class evaluated after it runs");
        }
        unseen
    }
}

/// Built-in functions that compute or log and touch no class, resource
/// or scope but their own (blocks run in scopes of their own), or read
/// only the node's facts or module files.
const PURE_FUNCTIONS: &[&str] = &[
    "alert",
    "all",
    "any",
    "assert_type",
    "capitalize",
    "chomp",
    "convert_to",
    "count",
    "crit",
    "debug",
    "dig",
    "downcase",
    "each",
    "emerg",
    "empty",
    "err",
    "file",
    "filter",
    "find_file",
    "find_template",
    "flatten",
    "fqdn_rand",
    "group_by",
    "info",
    "length",
    "lest",
    "lstrip",
    "map",
    "match",
    "md5",
    "new",
    "notice",
    "partition",
    "reduce",
    "regsubst",
    "reverse_each",
    "rstrip",
    "sha1",
    "sha256",
    "size",
    "slice",
    "split",
    "sprintf",
    "step",
    "strftime",
    "strip",
    "then",
    "tree_each",
    "type",
    "unique",
    "upcase",
    "versioncmp",
    "warning",
    "with",
];

/// Data types whose `new` (`Integer('3')`) is a conversion.
const CORE_TYPES: &[&str] = &[
    "Array",
    "Binary",
    "Boolean",
    // A value naming a function for the agent to call.
    "Deferred",
    "Float",
    "Hash",
    "Integer",
    "Numeric",
    "Sensitive",
    "String",
    "Timespan",
    "Timestamp",
    "Tuple",
];

/// Functions that read the calling scope, Hiera or templates. `call`
/// names the function it calls: the plainness check looks at that one.
const SCOPE_READERS: &[&str] = &[
    "call",
    "epp",
    "getvar",
    "hiera",
    "hiera_array",
    "hiera_hash",
    "inline_epp",
    "inline_template",
    "lookup",
    "template",
];

/// Built-ins that change what the compile holds (the plainness check
/// takes `include`, `contain`, `require` and `realize` itself).
const KNOWN_OTHERS: &[&str] = &[
    "break",
    "contain",
    "hiera_include",
    "include",
    "next",
    "realize",
    "require",
    "return",
    "tag",
];

/// Functions modules write in Ruby that read only their arguments and the
/// node's facts, and log nothing (`merge` warns once: not it).
const PURE_RUBY_FUNCTIONS: &[&str] = &[
    "fact",
    "fqdn_rand_string",
    "fqdn_rotate",
    "is_a",
    "seeded_rand",
    "stdlib::fqdn_rand_string",
    "stdlib::fqdn_rotate",
    "stdlib::merge",
    "stdlib::os_version_gte",
    "stdlib::seeded_rand",
    "stdlib::sort_by",
    "stdlib::type_of",
    "type_of",
];

/// stdlib's functions declaring resources not declared yet.
const ENSURING: &[&str] = &[
    "ensure_resource",
    "ensure_resources",
    "stdlib::ensure_packages",
];
