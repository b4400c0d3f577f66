//! The explorer's node picker (`N`): the nodes the facts directory has
//! facts for (`--facts DIR`), narrowed as a name is typed. Picking one
//! switches the session to it as the REPL's `:node` does, so its facts,
//! trusted facts and Hiera's node level follow. A name typed that is not
//! listed is tried as it is (this machine's facts follow any name).

use super::app::Key;

/// The picker's state while it is open.
#[derive(Debug, Clone, Default)]
pub struct NodePicker {
    /// Every node offered, sorted.
    pub nodes: Vec<String>,
    /// What is typed: it narrows the list (a substring, any case).
    pub typed: String,
    /// The highlighted row among [`NodePicker::shown`].
    pub selected: usize,
}

/// What a key did to the picker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Picked {
    /// Still open.
    Open,
    /// Closed without a choice.
    Cancelled,
    /// Switch to this node.
    Node(String),
}

impl NodePicker {
    /// A picker over `nodes`, the current node highlighted.
    pub fn new(nodes: Vec<String>, current: &str) -> NodePicker {
        let selected = nodes.iter().position(|n| n == current).unwrap_or(0);
        NodePicker {
            nodes,
            typed: String::new(),
            selected,
        }
    }

    /// The nodes whose names contain what is typed.
    pub fn shown(&self) -> Vec<&str> {
        let typed = self.typed.to_lowercase();
        self.nodes
            .iter()
            .filter(|n| n.to_lowercase().contains(&typed))
            .map(String::as_str)
            .collect()
    }

    /// Handles a key: arrows move, characters narrow, Enter picks (the
    /// highlighted node, else the name typed), Esc cancels.
    pub fn key(&mut self, key: Key) -> Picked {
        let shown = self.shown().len();
        match key {
            Key::Esc => return Picked::Cancelled,
            Key::Up => self.selected = self.selected.saturating_sub(1),
            Key::Down => self.selected = (self.selected + 1).min(shown.saturating_sub(1)),
            Key::Home => self.selected = 0,
            Key::End => self.selected = shown.saturating_sub(1),
            Key::Char(c) => {
                self.typed.push(c);
                self.selected = 0;
            }
            Key::Backspace => {
                self.typed.pop();
                self.selected = 0;
            }
            Key::Enter => {
                let picked = match self.shown().get(self.selected) {
                    Some(node) => node.to_string(),
                    None => self.typed.trim().to_string(),
                };
                return if picked.is_empty() {
                    Picked::Cancelled
                } else {
                    Picked::Node(picked)
                };
            }
            _ => {}
        }
        Picked::Open
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picker() -> NodePicker {
        let nodes = ["db1.example.com", "web1.example.com", "web2.example.com"];
        NodePicker::new(nodes.map(String::from).to_vec(), "web1.example.com")
    }

    #[test]
    fn typing_narrows_and_enter_picks_the_highlighted_node() {
        let mut p = picker();
        assert_eq!(p.selected, 1, "the current node is highlighted");
        for c in "WEB".chars() {
            assert_eq!(p.key(Key::Char(c)), Picked::Open);
        }
        assert_eq!(p.shown(), ["web1.example.com", "web2.example.com"]);
        p.key(Key::Down);
        p.key(Key::Down);
        assert_eq!(p.key(Key::Enter), Picked::Node("web2.example.com".into()));
    }

    #[test]
    fn a_name_not_listed_is_tried_as_typed_and_esc_cancels() {
        let mut p = picker();
        for c in "new.example.org".chars() {
            p.key(Key::Char(c));
        }
        assert!(p.shown().is_empty());
        assert_eq!(p.key(Key::Enter), Picked::Node("new.example.org".into()));
        assert_eq!(picker().key(Key::Esc), Picked::Cancelled);
    }
}
