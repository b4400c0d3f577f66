//! Builds Puppet values from libyaml's event stream as Psych's `to_ruby`
//! visitor would (anchors and aliases, `<<` merge keys, duplicate keys
//! where the last wins, tags), with a parallel tree of positions.

use std::collections::HashMap;
use std::rc::Rc;

use super::libyaml::{Event, EventData, Mark, Parser};

use super::scalar::{Scalar, resolve_plain};
use super::tags::{self, Collection};
use super::{Children, Located, Options, YamlError};
use crate::catalog::{Map, Value};

/// A node built so far: its value and where it came from.
type Node = (Value, Located);

/// How deep collections may nest. Ruby runs out of stack between about
/// 1000 (mappings) and 1300 (sequences) levels, depending on how deep it
/// already was; Puppet reports "stack level too deep".
const MAX_DEPTH: usize = 1000;

/// How many values a document's aliases may stand for in all. An alias
/// costs nothing here (it shares its anchor's value), but whoever walks
/// the data (Hiera interpolating it, a merge, a catalog writer) meets
/// each value once per alias: ten nested levels of ten aliases each
/// ("a billion laughs") is 10^10 values from a few hundred bytes.
pub const MAX_ALIASED_VALUES: u64 = 1_000_000;

pub(super) struct Composer<'a> {
    parser: Parser<'a>,
    anchors: HashMap<String, Node>,
    /// Anchors of collections still being read: an alias to one makes a
    /// Ruby structure that contains itself.
    pending: Vec<String>,
    /// Collections open around the current node.
    depth: usize,
    options: &'a Options,
    /// Values built so far, each alias counting its anchor's values.
    values: u64,
    /// How many values each anchor's node holds, its aliases counted.
    anchor_sizes: HashMap<String, u64>,
    /// Values that aliases stood for so far.
    aliased: u64,
    /// Whether the document nested past [`MAX_DEPTH`]: it is not read to
    /// its end then, since libyaml's scanner costs each token as many
    /// steps as flow collections are open (quadratic past the limit).
    too_deep: bool,
}

impl<'a> Composer<'a> {
    pub(super) fn new(input: &'a [u8], options: &'a Options) -> Self {
        Composer {
            parser: Parser::new(input),
            anchors: HashMap::new(),
            pending: Vec::new(),
            depth: 0,
            options,
            values: 0,
            anchor_sizes: HashMap::new(),
            aliased: 0,
            too_deep: false,
        }
    }

    fn leaf(&self, mark: Mark) -> Located {
        Located {
            line: mark.line as u32 + 1,
            column: mark.column as u32 + 1,
            symbol: false,
            children: Children::Leaf,
        }
    }

    fn next(&mut self) -> Result<Event, YamlError> {
        self.parser.next().map_err(YamlError::from_libyaml)
    }

    /// The first document's root node, or `None` for a stream without
    /// documents. Like Psych, later documents are never read, so an error
    /// in them goes unnoticed; but the whole first document is parsed
    /// before its values are built, so a syntax error anywhere in it wins
    /// over a refused class or an unknown alias before it.
    pub(super) fn first_document(&mut self) -> Result<Option<Node>, YamlError> {
        loop {
            let event = self.next()?;
            match event.data {
                EventData::StreamStart => {}
                EventData::DocumentStart => {
                    let first = self.next()?;
                    let node = self.node(first);
                    if !self.too_deep {
                        self.finish_document()?;
                    }
                    return node.map(Some);
                }
                _ => return Ok(None),
            }
        }
    }

    /// Reads on to the end of the document, for its syntax errors.
    fn finish_document(&mut self) -> Result<(), YamlError> {
        loop {
            match self.next()?.data {
                EventData::DocumentEnd | EventData::StreamEnd => return Ok(()),
                _ => {}
            }
        }
    }

    /// Builds one node, on a stack grown as needed (documents may nest
    /// deeply; Ruby gives up somewhere past a thousand levels, and so does
    /// this, at [`MAX_DEPTH`]).
    fn node(&mut self, event: Event) -> Result<Node, YamlError> {
        let opens = matches!(
            event.data,
            EventData::SequenceStart { .. } | EventData::MappingStart { .. }
        );
        if opens && self.depth >= MAX_DEPTH {
            self.too_deep = true;
            return Err(YamlError::bare(
                event.start_mark,
                "stack level too deep".to_string(),
            ));
        }
        let anchor = match &event.data {
            EventData::Scalar { anchor, .. }
            | EventData::SequenceStart { anchor, .. }
            | EventData::MappingStart { anchor, .. } => anchor.clone(),
            _ => None,
        };
        let before = self.values;
        self.depth += usize::from(opens);
        let node = stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.node_inner(event));
        self.depth -= usize::from(opens);
        if let Some(anchor) = anchor {
            self.anchor_sizes.insert(anchor, self.values - before);
        }
        node
    }

    fn node_inner(&mut self, event: Event) -> Result<Node, YamlError> {
        let mark = event.start_mark;
        match event.data {
            // An alias to a collection still being read (even when an
            // earlier node had the same anchor) makes Psych build an array
            // or hash containing itself, and Hiera then recurses through
            // it until Ruby's stack runs out.
            EventData::Alias { anchor } if self.pending.contains(&anchor) => {
                Err(YamlError::bare(mark, "stack level too deep".to_string()))
            }
            EventData::Alias { anchor } => match self.anchors.get(&anchor) {
                Some(node) => {
                    let size = self.anchor_sizes.get(&anchor).copied().unwrap_or(1);
                    self.values += size;
                    self.aliased += size;
                    if self.aliased > MAX_ALIASED_VALUES {
                        let (line, column) = (mark.line + 1, mark.column + 1);
                        return Err(YamlError {
                            with_file: true,
                            ..YamlError::bare(
                                mark,
                                format!(
                                    "the document's aliases stand for more than {MAX_ALIASED_VALUES} values (spaceship's limit on alias expansion) at line {line} column {column}"
                                ),
                            )
                        });
                    }
                    Ok(node.clone())
                }
                None => Err(YamlError::bare(mark, format!("Unknown alias: {anchor}"))),
            },
            EventData::Scalar {
                anchor,
                tag,
                value,
                plain,
            } => {
                self.values += 1;
                let node = self.scalar(mark, tag.as_deref(), &value, plain)?;
                Ok(self.remember(anchor, node))
            }
            EventData::SequenceStart { anchor, tag } => {
                self.values += 1;
                let action = tag.as_deref().map_or(Collection::Plain, tags::sequence);
                self.check(mark, &action)?;
                self.pending.extend(anchor.clone());
                let mut items = Vec::new();
                let mut locs = Vec::new();
                loop {
                    let event = self.next()?;
                    if matches!(event.data, EventData::SequenceEnd) {
                        break;
                    }
                    let (v, l) = self.node(event)?;
                    items.push(v);
                    locs.push(l);
                }
                let mut located = self.leaf(mark);
                located.children = Children::Seq(locs.into());
                let value = if action == Collection::Omap {
                    omap(items, &mut located, mark)?
                } else {
                    Value::array(items)
                };
                Ok(self.remember(anchor, (value, located)))
            }
            EventData::MappingStart { anchor, tag } => {
                self.values += 1;
                let action = tag.as_deref().map_or(Collection::Plain, tags::mapping);
                self.check(mark, &action)?;
                self.pending.extend(anchor.clone());
                let mut node = self.mapping(mark)?;
                if action == Collection::HashWithIvars {
                    node = elements(node);
                }
                Ok(self.remember(anchor, node))
            }
            _ => Err(YamlError::bare(mark, "unexpected YAML event".to_string())),
        }
    }

    fn remember(&mut self, anchor: Option<String>, node: Node) -> Node {
        if let Some(anchor) = anchor {
            if let Some(i) = self.pending.iter().rposition(|a| *a == anchor) {
                self.pending.remove(i);
            }
            self.anchors.insert(anchor, node.clone());
        }
        node
    }

    /// Refuses a collection whose tag names a class the loader does not
    /// permit, as Psych's safe loader does, or that Ruby fails to build.
    fn check(&self, mark: Mark, action: &Collection) -> Result<(), YamlError> {
        match action {
            Collection::Class(class) if !self.options.permitted_classes.contains(class) => {
                Err(YamlError::unspecified_class(mark, class))
            }
            Collection::Fails(message) => Err(YamlError::bare(mark, message.clone())),
            _ => Ok(()),
        }
    }

    fn scalar(
        &mut self,
        mark: Mark,
        tag: Option<&str>,
        value: &str,
        plain: bool,
    ) -> Result<Node, YamlError> {
        // Any tag Psych does not know (the non-specific `!` too) makes even
        // a quoted scalar resolve as plain.
        let resolved = match tag {
            Some(tag) => tags::scalar(tag, value).unwrap_or_else(|| resolve_plain(value)),
            None if plain => resolve_plain(value),
            None => Scalar::Value(Value::str(value)),
        };
        let mut located = self.leaf(mark);
        let value = match resolved {
            Scalar::Value(v) => v,
            Scalar::Symbol(name) => {
                located.symbol = true;
                Value::str(name)
            }
            Scalar::Class(class) => {
                if self.options.permitted_classes.contains(&class) {
                    Value::str(value)
                } else {
                    return Err(YamlError::unspecified_class(mark, &class));
                }
            }
            Scalar::BigInt(digits) => {
                return Err(YamlError::bare(
                    mark,
                    format!("Integer {digits} is outside Puppet's 64-bit Integer range"),
                ));
            }
            Scalar::Invalid(message) => return Err(YamlError::bare(mark, message)),
        };
        Ok((value, located))
    }

    fn mapping(&mut self, mark: Mark) -> Result<Node, YamlError> {
        let mut map: Map<Value, Value> = Map::default();
        let mut locs: Vec<(Located, Located)> = Vec::new();
        loop {
            let event = self.next()?;
            if matches!(event.data, EventData::MappingEnd) {
                break;
            }
            // A `<<` key (even quoted or tagged `!str`, but not `!!str`) merges the
            // mapping (or list of mappings) it maps to; with any other
            // value it is an ordinary key.
            let merge_key = matches!(
                &event.data,
                EventData::Scalar { value, tag, .. }
                    if value == "<<" && tag.as_deref() != Some("tag:yaml.org,2002:str")
            );
            let (key, key_loc) = self.node(event)?;
            let value_event = self.next()?;
            let value_is_seq = matches!(value_event.data, EventData::SequenceStart { .. });
            let (value, value_loc) = self.node(value_event)?;
            if merge_key {
                match (&value, &value_loc.children) {
                    (Value::Hash(h), Children::Map(l)) => {
                        merge(&mut map, &mut locs, h, l);
                        continue;
                    }
                    // A list merges only when every item is a mapping.
                    (Value::Array(items), Children::Seq(item_locs))
                        if value_is_seq && items.iter().all(|i| matches!(i, Value::Hash(_))) =>
                    {
                        for (item, item_loc) in items.iter().zip(item_locs.iter()).rev() {
                            if let (Value::Hash(h), Children::Map(l)) = (item, &item_loc.children) {
                                merge(&mut map, &mut locs, h, l);
                            }
                        }
                        continue;
                    }
                    _ => {}
                }
            }
            insert(&mut map, &mut locs, key, key_loc, value, value_loc);
        }
        let mut located = self.leaf(mark);
        located.children = Children::Map(locs.into());
        Ok((Value::hash(map), located))
    }
}

/// Adds a pair as Ruby's `Hash#[]=` does: a repeated key keeps its first
/// place and takes the new value.
fn insert(
    map: &mut Map<Value, Value>,
    locs: &mut Vec<(Located, Located)>,
    key: Value,
    key_loc: Located,
    value: Value,
    value_loc: Located,
) {
    let (index, _) = map.insert_full(key, value);
    if index == locs.len() {
        locs.push((key_loc, value_loc));
    } else {
        locs[index] = (key_loc, value_loc);
    }
}

fn merge(
    map: &mut Map<Value, Value>,
    locs: &mut Vec<(Located, Located)>,
    from: &Map<Value, Value>,
    from_locs: &[(Located, Located)],
) {
    for ((k, v), (kl, vl)) in from.iter().zip(from_locs) {
        insert(map, locs, k.clone(), kl.clone(), v.clone(), vl.clone());
    }
}

/// `!!omap`: a sequence of one-pair mappings read as one hash. Psych
/// takes each item's first child as the key and its last as the value (so
/// a longer mapping gives its first key and last value, a sequence its
/// first and last items), and fails on an item without children.
fn omap(items: Vec<Value>, located: &mut Located, mark: Mark) -> Result<Value, YamlError> {
    let mut map: Map<Value, Value> = Map::default();
    let mut locs = Vec::new();
    let item_locs = match std::mem::replace(&mut located.children, Children::Leaf) {
        Children::Seq(l) => l,
        _ => Rc::from([]),
    };
    for (item, item_loc) in items.iter().zip(item_locs.iter()) {
        let pair = match (item, &item_loc.children) {
            (Value::Hash(h), Children::Map(l)) => {
                match (h.first(), h.last(), l.first(), l.last()) {
                    (Some((k, _)), Some((_, v)), Some((kl, _)), Some((_, vl))) => {
                        Some((k.clone(), kl.clone(), v.clone(), vl.clone()))
                    }
                    _ => None,
                }
            }
            (Value::Array(a), Children::Seq(l)) if !a.is_empty() => Some((
                a[0].clone(),
                l[0].clone(),
                a[a.len() - 1].clone(),
                l[l.len() - 1].clone(),
            )),
            _ => None,
        };
        let Some((k, kl, v, vl)) = pair else {
            return Err(YamlError::bare(
                mark,
                "undefined method `first' for nil:NilClass".to_string(),
            ));
        };
        insert(&mut map, &mut locs, k, kl, v, vl);
    }
    located.children = Children::Map(locs.into());
    Ok(Value::hash(map))
}

/// `!ruby/hash-with-ivars`: Psych keeps only the hash under `elements`.
fn elements((value, located): Node) -> Node {
    let key = Value::str("elements");
    if let (Value::Hash(map), Children::Map(locs)) = (&value, &located.children)
        && let Some((i, _, inner @ Value::Hash(_))) = map.get_full(&key)
        && let Some((_, inner_loc)) = locs.get(i)
    {
        return (inner.clone(), inner_loc.clone());
    }
    let mut located = located;
    located.children = Children::Map(Rc::from([]));
    (Value::hash(Map::default()), located)
}
