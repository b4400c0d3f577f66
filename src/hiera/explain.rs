//! What a lookup leaves for its explanation: each level tried, the key
//! and how deep in interpolations its lookup is, and the merge strategy
//! of that lookup (`lookup_options`' or the one asked), as
//! `puppet lookup --explain` tells them; and Puppet's own tree of it
//! ([`Tracer`]), node by node as the lookup goes.

use super::Hiera;
use super::config::Level;
use crate::catalog::Value;
use crate::catalog::explain::{Event, Kind, Node};
use crate::catalog::lookup::{Explained, Outcome, Step};

/// Puppet's explanation tree being built: the nodes done at the top, the
/// nodes open (innermost last), and whose `lookup_options` were already
/// explained (`None` the environment's, else a module's), which Puppet
/// explains once.
#[derive(Debug, Default)]
pub(super) struct Tracer {
    /// Whether the tree is built (only for a lookup to explain).
    on: bool,
    done: Vec<Node>,
    open: Vec<Node>,
    options_explained: Vec<Option<String>>,
}

impl Tracer {
    fn close(&mut self) {
        if let Some(node) = self.open.pop() {
            match self.open.last_mut() {
                Some(parent) => parent.branches.push(node),
                None => self.done.push(node),
            }
        }
    }
}

impl Hiera {
    /// The steps of the last lookup, and Puppet's tree of it.
    pub fn take_explanation(&self) -> Explained {
        self.strategies.borrow_mut().clear();
        let mut tracer = self.tracer.borrow_mut();
        // A lookup that failed leaves nodes open.
        while !tracer.open.is_empty() {
            tracer.close();
        }
        Explained {
            steps: std::mem::take(&mut self.steps.borrow_mut()),
            puppet: std::mem::take(&mut tracer.done),
        }
    }

    /// Whether lookups from now on build Puppet's explanation tree.
    pub fn explain_in_puppet_s_words(&self, on: bool) {
        self.tracer.borrow_mut().on = on;
    }

    /// A new explanation begins (a lookup from outside Hiera).
    pub(super) fn trace_reset(&self) {
        let mut tracer = self.tracer.borrow_mut();
        *tracer = Tracer {
            on: tracer.on,
            ..Tracer::default()
        };
    }

    /// Whether Puppet's tree is being built.
    pub(super) fn tracing(&self) -> bool {
        self.tracer.borrow().on
    }

    /// Opens a node (`kind` is made only when the tree is built).
    pub(super) fn trace_push(&self, kind: impl FnOnce() -> Kind) {
        let mut tracer = self.tracer.borrow_mut();
        if tracer.on {
            tracer.open.push(Node::new(kind()));
        }
    }

    pub(super) fn trace_pop(&self) {
        let mut tracer = self.tracer.borrow_mut();
        if tracer.on {
            tracer.close();
        }
    }

    /// What the innermost open node found.
    pub(super) fn trace_event(&self, event: impl FnOnce() -> Event) {
        let mut tracer = self.tracer.borrow_mut();
        if tracer.on
            && let Some(node) = tracer.open.last_mut()
        {
            node.event = event();
        }
    }

    /// A node with nothing below it.
    pub(super) fn trace_leaf(&self, node: impl FnOnce() -> (Kind, Event)) {
        if self.tracing() {
            let (kind, event) = node();
            self.trace_push(|| kind);
            self.trace_event(|| event);
            self.trace_pop();
        }
    }

    /// Whether the `lookup_options` of the environment (`None`) or of a
    /// module are still to be explained; they are from now on.
    pub(super) fn options_unexplained(&self, module: Option<&str>) -> bool {
        let mut tracer = self.tracer.borrow_mut();
        let module = module.map(str::to_string);
        let fresh = !tracer.options_explained.contains(&module);
        if fresh {
            tracer.options_explained.push(module);
        }
        fresh
    }

    /// Opens a merge of `sources` sources as Puppet does: only when the
    /// strategy merges and there are several; whether it did.
    pub(super) fn trace_merge(&self, strategy: &super::Strategy, sources: usize) -> bool {
        if strategy.stops_at_first() || sources < 2 || !self.tracer.borrow().on {
            return false;
        }
        self.trace_push(|| Kind::Merge {
            strategy: strategy.name(),
            options: strategy.explained_options(),
        });
        true
    }

    /// Closes a merge opened by [`Hiera::trace_merge`], with its result if
    /// anything was found.
    pub(super) fn trace_merged(&self, opened: bool, strategy: &super::Strategy, found: &[Value]) {
        if !opened {
            return;
        }
        if !found.is_empty()
            && self.tracing()
            && let Ok(value) = strategy.merge(found)
        {
            self.trace_event(|| Event::Result(value));
        }
        self.trace_pop();
    }

    /// The merge strategy of the lookup in progress (innermost).
    pub(super) fn explain_strategy(&self, name: &'static str) {
        let depth = self.stack.borrow().len().saturating_sub(1);
        let mut strategies = self.strategies.borrow_mut();
        strategies.truncate(depth);
        strategies.resize(depth, "first");
        strategies.push(name);
    }

    /// Records a level tried for the key being looked up; its index.
    pub(super) fn record(&self, layer: &str, level: &Level, path: &str, outcome: Outcome) -> usize {
        let key = self.stack.borrow().last().cloned().unwrap_or_default();
        self.push_step(&key, layer.to_string(), level.name.clone(), path, outcome)
    }

    /// Records a step of the lookup of `key` in progress.
    pub(super) fn push_step(
        &self,
        key: &str,
        layer: String,
        level: String,
        path: &str,
        outcome: Outcome,
    ) -> usize {
        let depth = self.stack.borrow().len().saturating_sub(1);
        let strategy = match outcome {
            // A nested lookup's strategy is known once it begins.
            Outcome::NestedLookup => "first",
            _ => self
                .strategies
                .borrow()
                .get(depth)
                .copied()
                .unwrap_or("first"),
        };
        let mut steps = self.steps.borrow_mut();
        steps.push(Step {
            key: key.to_string(),
            depth,
            layer,
            level,
            path: path.to_string(),
            outcome,
            secret: false,
            strategy,
        });
        steps.len() - 1
    }
}
