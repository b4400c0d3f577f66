//! Catalog diff: what a change does to a catalog.
//!
//! Two catalogs — each a catalog JSON file (Puppet's or spaceship's) or a
//! compile of manifests, a directory or an environment — are reduced to
//! the same [`crate::catalog::view::View`] (resources with their parameters as Puppet's
//! JSON writes them, the file and line of each declaration and, for a
//! compile, where each value came from) and compared resource by
//! resource, attribute by attribute ([`compare`]). [`render`] words the
//! result as text or JSON; [`side`] loads a side from the command line;
//! [`snapshot`] keeps the REPL's named snapshots.

pub mod causes;
pub mod command;
pub mod compare;
pub mod render;
pub mod side;
pub mod snapshot;

pub use compare::{AttrChange, Diff, Filters, ResourceChange, compare};
