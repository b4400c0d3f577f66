//! Where the session's facts come from when it switches nodes: one facts
//! file (every node keeps its facts) or a directory of them, one file a
//! node (found as `loader::facts::node_facts` finds it); and the
//! session's switches of node and facts.

use std::path::{Path, PathBuf};

use super::{Rejection, Report, Session};

/// The facts given on the command line or with `:facts FILE`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FactsSource {
    /// One file: its facts serve every node.
    File(PathBuf),
    /// One file a node.
    Directory(PathBuf),
}

impl FactsSource {
    /// A file or a directory, as the path is.
    pub fn of_path(path: &Path) -> FactsSource {
        if path.is_dir() {
            FactsSource::Directory(path.to_path_buf())
        } else {
            FactsSource::File(path.to_path_buf())
        }
    }
}

pub use crate::loader::facts::{known_nodes, node_facts};

/// Switching nodes and where their facts come from.
impl Session {
    /// Compiles for another node, with its facts when they come from a
    /// facts directory or this machine (a directory without the node's
    /// facts refuses the switch); a single facts file's facts stay.
    pub fn set_node(&mut self, node: &str) -> Result<Report, Rejection> {
        let mut note = None;
        let node_facts = match &self.facts_source {
            _ if self.facts_from_host => Some(crate::loader::host_facts::gather(node)),
            Some(FactsSource::Directory(dir)) => match node_facts(dir, node).map_err(Rejection)? {
                Some(facts) => Some(facts),
                None => {
                    return Err(Rejection(format!(
                        "no facts for {node} in {}; still on {}",
                        dir.display(),
                        self.node
                    )));
                }
            },
            Some(FactsSource::File(file)) if node != self.node => {
                note = Some(format!(
                    "{node} keeps the facts of {} (give --facts a directory for each node's own)",
                    file.display()
                ));
                None
            }
            _ => None,
        };
        // The node left keeps its catalog in the store, for the nodes
        // that collect its exports.
        if let Some(store) = &self.storeconfigs {
            store
                .keep(&self.node, &self.compiled.catalog, &self.sources)
                .map_err(|e| {
                    Rejection(format!(
                        "the catalog of {} could not be stored ({e}); still on {}",
                        self.node, self.node
                    ))
                })?;
        }
        let previous = std::mem::replace(&mut self.node, node.to_string());
        self.name_facts();
        let previous_facts = node_facts.map(|facts| std::mem::replace(&mut self.facts, facts));
        let mut report = self.recompile_in_place().inspect_err(|_| {
            self.node = previous;
            if let Some(facts) = previous_facts {
                self.facts = facts;
            }
            self.name_facts();
        })?;
        report.messages.extend(note);
        Ok(report)
    }

    /// Takes facts from a file (every node keeps them) or a directory
    /// (each node its own) for the nodes `:node` switches to; the current
    /// facts stay until then.
    pub fn set_facts_source(&mut self, source: Option<FactsSource>) {
        self.facts_from_host = false;
        self.facts_source = source;
        self.name_facts();
    }

    /// Names where the node's facts come from, for the errors about a
    /// fact (which Puppet reports at no place).
    fn name_facts(&mut self) {
        let name = match &self.facts_source {
            _ if self.facts_from_host => "this host's facts".to_string(),
            Some(FactsSource::File(file)) => file.display().to_string(),
            Some(FactsSource::Directory(dir)) => {
                format!("{} (the facts of {})", dir.display(), self.node)
            }
            None => return,
        };
        self.sources.set_facts_file(name);
    }

    /// Certificate extensions (`--trusted-fact pp_role=web`) for every
    /// node: `:node` and `:facts` keep them over the new facts' own.
    pub fn set_trusted_extensions(&mut self, extensions: Vec<(String, String)>) {
        self.trusted_extensions = extensions;
    }

    /// The facts file or directory in use, if any.
    pub fn facts_source(&self) -> Option<&FactsSource> {
        self.facts_source.as_ref()
    }

    /// Whether any node name gets facts (this machine's, or one file's
    /// that every node keeps), so a front end may switch to a name no
    /// facts directory lists.
    pub fn facts_follow_any_node(&self) -> bool {
        !matches!(self.facts_source, Some(FactsSource::Directory(_)))
    }

    /// The nodes the facts directory has facts for (none without one).
    pub fn known_nodes(&self) -> Vec<String> {
        match &self.facts_source {
            Some(FactsSource::Directory(dir)) => known_nodes(dir),
            _ => Vec::new(),
        }
    }

    /// Loads facts from a file for the current node and recompiles; a
    /// file that cannot be read or a failed compile changes nothing. With
    /// no facts directory, the file becomes the facts of later nodes too.
    pub fn load_facts(&mut self, path: &std::path::Path) -> Result<Report, Rejection> {
        let file = crate::loader::facts::read(path).map_err(|d| Rejection(d.message))?;
        let previous = std::mem::replace(&mut self.facts, file.values);
        self.sources.set_facts_file(path.display().to_string());
        let report = self.recompile_in_place().inspect_err(|_| {
            self.facts = previous;
            self.name_facts();
        })?;
        if !matches!(self.facts_source, Some(FactsSource::Directory(_))) {
            self.set_facts_source(Some(FactsSource::File(path.to_path_buf())));
        }
        Ok(report)
    }

    /// Makes the facts this machine's, gathered for each node the session
    /// switches to (front ends call it when no facts file was given).
    pub fn use_host_facts(&mut self) -> Result<Report, Rejection> {
        self.facts_from_host = true;
        self.name_facts();
        let node = self.node.clone();
        self.set_node(&node)
    }
}
