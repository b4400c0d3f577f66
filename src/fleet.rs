//! `spaceship fleet`: every node of a control repository, compiled at two
//! git refs and diffed, its nodes grouped by identical diffs.
//!
//! [`checkout`] materializes a ref into a temporary directory (removed on
//! exit and on Ctrl-C, which [`signals`] catches), [`installed`] lends it
//! the work tree's installed (git-ignored) modules; [`nodes`] reads the
//! facts directory and selects nodes (`--nodes`, `--shard`); [`run`]
//! compiles them on a pool of worker threads, each keeping one loader
//! environment per ref so that parsed module files and Hiera data are
//! shared by the nodes it compiles, in two passes where exported
//! collectors ask [`exports`], each side's store of the fleet's exported
//! resources; [`report`] groups nodes with identical
//! diffs and reads and writes the JSON report (and merges shards'
//! reports); [`render`] words a report as text or a pull-request comment;
//! [`cache`] keeps each node's reads at a `from` commit between runs;
//! [`command`] is the work of `spaceship fleet diff|compile|merge`.

pub mod cache;
pub mod checkout;
pub mod command;
pub mod exports;
pub mod installed;
pub mod nodes;
pub mod render;
pub mod report;
pub mod run;
pub mod signals;
