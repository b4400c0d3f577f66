//! What a lookup leaves for its explanation: each level tried, the key
//! and how deep in interpolations its lookup is, and the merge strategy
//! of that lookup (`lookup_options`' or the one asked), as
//! `puppet lookup --explain` tells them.

use super::Hiera;
use super::config::Level;
use crate::catalog::lookup::{Outcome, Step};

impl Hiera {
    /// The steps of the last lookup.
    pub fn take_explanation(&self) -> Vec<Step> {
        self.strategies.borrow_mut().clear();
        std::mem::take(&mut self.steps.borrow_mut())
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
