//! The methods arrays and hashes have of their own (indexing, mutation,
//! set operations, key lookup); the shared Enumerable ones are in
//! `enumerable`. Each returns `None` to fall through to those.

use std::rc::Rc;

use super::ast::BlockArg;
use super::interp::{Interp, R};
use super::methods::{arg, conv_name};
use super::value::{Items, PairsBuilder, RV, Walk, address, walk_once};

type Arr = Rc<Items<RV>>;
type Hsh = Rc<Items<(RV, RV)>>;

impl Interp<'_> {
    pub(super) fn array_method(
        &mut self,
        a: &Arr,
        recv: &RV,
        name: &str,
        args: &[RV],
        block: Option<&BlockArg>,
    ) -> R<Option<RV>> {
        let a0 = arg(args, 0);
        let len = a.borrow().len() as i128;
        let idx = |i: i128| if i < 0 { len + i } else { i };
        Ok(Some(match name {
            "[]" | "slice" | "at" => {
                let items = a.borrow();
                match (&a0, args.len()) {
                    (RV::Int(i), 1) => {
                        let i = idx(*i);
                        if i < 0 || i >= len { RV::Nil } else { items[i as usize].clone() }
                    }
                    (RV::Int(i), 2) => {
                        let start = idx(*i);
                        let n = self.int_arg(args, 1)?;
                        if start < 0 || start > len || n < 0 {
                            RV::Nil
                        } else {
                            let end = (start + n).min(len);
                            RV::array(items[start as usize..end as usize].to_vec())
                        }
                    }
                    (RV::Range(r), 1) => match (&r.0, &r.1) {
                        (RV::Int(s), end @ (RV::Int(_) | RV::Nil)) => {
                            // An endless range runs to the last element.
                            let (e, excl) = match end {
                                RV::Int(e) => (*e, r.2),
                                _ => (-1, false),
                            };
                            let (s, e) = (idx(*s), idx(e) + if excl { 0 } else { 1 });
                            if s < 0 || s > len {
                                RV::Nil
                            } else {
                                let e = e.clamp(s, len);
                                RV::array(items[s as usize..e as usize].to_vec())
                            }
                        }
                        _ => return Err(self.unsupported("Array#[] with this range is not supported")),
                    },
                    (o, _) => return Err(self.ruby_err(format!("no implicit conversion of {} into Integer", conv_name(o)))),
                }
            }
            "[]=" => {
                let (RV::Int(i), 2) = (&a0, args.len()) else {
                    return Err(self.unsupported("Array#[]= is only supported with an index"));
                };
                let i = idx(*i);
                if i < 0 {
                    return Err(self.ruby_err(format!("index {} too small for array", i - len)));
                }
                self.fits("an array", i as u128 + 1)?;
                let mut items = a.borrow_mut();
                while items.len() <= i as usize {
                    items.push(RV::Nil);
                }
                items[i as usize] = args[1].clone();
                args[1].clone()
            }
            "fetch" => {
                let i = self.int_arg(args, 0)?;
                let j = idx(i);
                if j >= 0 && j < len {
                    a.borrow()[j as usize].clone()
                } else if let Some(b) = block {
                    self.yield_block(b, vec![a0])?
                } else if args.len() > 1 {
                    args[1].clone()
                } else {
                    return Err(self.ruby_err(format!("index {i} outside of array bounds: {}...{len}", -len)));
                }
            }
            "dig" => {
                let mut cur = recv.clone();
                for k in args {
                    cur = match &cur {
                        RV::Nil => return Ok(Some(RV::Nil)),
                        _ => self.send(cur.clone(), "[]", vec![k.clone()], None)?,
                    };
                }
                cur
            }
            "+" => match &a0 {
                RV::Array(b) => {
                    let mut v = a.borrow().clone();
                    v.extend(b.borrow().iter().cloned());
                    RV::array(v)
                }
                o => return Err(self.ruby_err(format!("no implicit conversion of {} into Array", conv_name(o)))),
            },
            "-" | "&" | "|" | "difference" | "union" | "intersection" => {
                let other = self.items(&a0)?;
                let mine = a.borrow().clone();
                let v: Vec<RV> = match name {
                    "-" | "difference" => mine.into_iter().filter(|x| !other.iter().any(|o| o.eql(x))).collect(),
                    "&" | "intersection" => {
                        let mut out: Vec<RV> = Vec::new();
                        for x in mine {
                            if other.iter().any(|o| o.eql(&x)) && !out.iter().any(|o| o.eql(&x)) {
                                out.push(x);
                            }
                        }
                        out
                    }
                    _ => {
                        let mut out: Vec<RV> = Vec::new();
                        for x in mine.into_iter().chain(other) {
                            if !out.iter().any(|o| o.eql(&x)) {
                                out.push(x);
                            }
                        }
                        out
                    }
                };
                RV::array(v)
            }
            "*" => match &a0 {
                RV::Int(n) if *n >= 0 => {
                    self.fits("an array", (*n as u128).saturating_mul(len as u128))?;
                    let items = a.borrow();
                    RV::array((0..*n).flat_map(|_| items.iter().cloned()).collect())
                }
                RV::Str(s) => {
                    let items = a.borrow().clone();
                    self.join(&items, s)?
                }
                o => return Err(self.ruby_err(format!("no implicit conversion of {} into Integer", conv_name(o)))),
            },
            "<=>" => recv.compare(&a0).map_or(RV::Nil, |o| RV::Int(o as i128)),
            "<<" | "push" | "append" => {
                if name == "<<" {
                    a.borrow_mut().push(a0);
                } else {
                    a.borrow_mut().extend(args.iter().cloned());
                }
                recv.clone()
            }
            "concat" => {
                for x in args {
                    let more = self.items(x)?;
                    a.borrow_mut().extend(more);
                }
                recv.clone()
            }
            "unshift" | "prepend" => {
                let mut items = a.borrow_mut();
                for (i, x) in args.iter().enumerate() {
                    items.insert(i, x.clone());
                }
                recv.clone()
            }
            "insert" => {
                let i = idx(self.int_arg(args, 0)?).clamp(0, len) as usize;
                let mut items = a.borrow_mut();
                for (k, x) in args[1..].iter().enumerate() {
                    items.insert(i + k, x.clone());
                }
                recv.clone()
            }
            "pop" | "shift" if args.is_empty() => {
                let mut items = a.borrow_mut();
                if items.is_empty() {
                    RV::Nil
                } else if name == "pop" {
                    items.pop().unwrap()
                } else {
                    items.remove(0)
                }
            }
            "delete" => {
                let mut items = a.borrow_mut();
                let before = items.len();
                items.retain(|x| !x.equals(&a0));
                if items.len() == before { RV::Nil } else { a0 }
            }
            "delete_at" => {
                let i = idx(self.int_arg(args, 0)?);
                let mut items = a.borrow_mut();
                if i < 0 || i >= items.len() as i128 { RV::Nil } else { items.remove(i as usize) }
            }
            "clear" => {
                a.borrow_mut().clear();
                recv.clone()
            }
            "delete_if" | "keep_if" | "select!" | "reject!" | "filter!" | "map!" | "collect!" => {
                let Some(b) = block else { return Err(self.unsupported(format!("'{name}' without a block is not supported"))) };
                let items = a.borrow().clone();
                let mut out = Vec::new();
                let mut changed = false;
                for it in items {
                    let r = self.yield_block(b, vec![it.clone()])?;
                    match name {
                        "map!" | "collect!" => out.push(r),
                        "delete_if" | "reject!" if r.truthy() => changed = true,
                        "keep_if" | "select!" | "filter!" if !r.truthy() => changed = true,
                        _ => out.push(it),
                    }
                }
                *a.borrow_mut() = out;
                if !changed && name.ends_with('!') && !name.starts_with("map") && !name.starts_with("collect") { RV::Nil } else { recv.clone() }
            }
            "sort!" | "uniq!" | "compact!" | "flatten!" | "reverse!" | "shuffle!" => {
                let base = &name[..name.len() - 1];
                let before = a.borrow().clone();
                let r = self.send(RV::array(before.clone()), base, args.to_vec(), block)?;
                let RV::Array(new) = r else { return Ok(Some(RV::Nil)) };
                let new = new.borrow().clone();
                let same = new.len() == before.len() && new.iter().zip(&before).all(|(x, y)| x.eql(y));
                *a.borrow_mut() = new;
                if same && matches!(name, "uniq!" | "compact!" | "flatten!") { RV::Nil } else { recv.clone() }
            }
            "length" | "size" => RV::Int(len),
            "empty?" => RV::Bool(len == 0),
            "last" => {
                let items = a.borrow();
                if args.is_empty() {
                    items.last().cloned().unwrap_or(RV::Nil)
                } else {
                    let n = (self.int_arg(args, 0)?.max(0) as usize).min(items.len());
                    RV::array(items[items.len() - n..].to_vec())
                }
            }
            "flatten" => {
                let depth = if args.is_empty() { -1 } else { self.int_arg(args, 0)? };
                let mut out = Vec::new();
                if !flatten_into(recv, depth, &mut out) {
                    // Stopped at the size budget, or come back to itself.
                    self.fits("an array", out.len() as u128)?;
                    return Err(self.ruby_err("tried to flatten recursive array"));
                }
                RV::array(out)
            }
            "compact" => RV::array(a.borrow().iter().filter(|x| !matches!(x, RV::Nil)).cloned().collect()),
            "reverse" => RV::array(a.borrow().iter().rev().cloned().collect()),
            "rotate" => {
                let n = if args.is_empty() { 1 } else { self.int_arg(args, 0)? };
                let mut v = a.borrow().clone();
                if !v.is_empty() {
                    let k = n.rem_euclid(v.len() as i128) as usize;
                    v.rotate_left(k);
                }
                RV::array(v)
            }
            "index" if block.is_none() => a.borrow().iter().position(|x| x.equals(&a0)).map_or(RV::Nil, |i| RV::Int(i as i128)),
            "rindex" if block.is_none() => a.borrow().iter().rposition(|x| x.equals(&a0)).map_or(RV::Nil, |i| RV::Int(i as i128)),
            "values_at" => {
                let items = a.borrow();
                let mut out = Vec::new();
                for k in args {
                    let i = match k {
                        RV::Int(i) => idx(*i),
                        _ => return Err(self.unsupported("values_at with ranges is not supported")),
                    };
                    out.push(if i >= 0 && i < len { items[i as usize].clone() } else { RV::Nil });
                }
                RV::array(out)
            }
            "transpose" => {
                let rows: Vec<Vec<RV>> = a.borrow().iter().map(|r| self.items(r)).collect::<R<_>>()?;
                let width = rows.first().map_or(0, Vec::len);
                if rows.iter().any(|r| r.len() != width) {
                    return Err(self.ruby_err("element size differs"));
                }
                RV::array((0..width).map(|c| RV::array(rows.iter().map(|r| r[c].clone()).collect())).collect())
            }
            "product" => {
                let others: Vec<Vec<RV>> = args.iter().map(|x| self.items(x)).collect::<R<_>>()?;
                let mut rows: Vec<Vec<RV>> = a.borrow().iter().map(|x| vec![x.clone()]).collect();
                for o in others {
                    rows = rows.into_iter().flat_map(|r| o.iter().map(move |x| {
                        let mut r = r.clone();
                        r.push(x.clone());
                        r
                    })).collect();
                }
                RV::array(rows.into_iter().map(RV::array).collect())
            }
            "assoc" => a.borrow().iter().find(|x| matches!(x, RV::Array(p) if p.borrow().first().is_some_and(|k| k.equals(&a0)))).cloned().unwrap_or(RV::Nil),
            "sample" if args.is_empty() => a.borrow().first().cloned().map_or(RV::Nil, |_| {
                // Any element will do for what templates do with it (its
                // class, its presence), but not for printing it.
                RV::Nil
            }),
            "to_ary" | "to_a" | "entries" => recv.clone(),
            "shelljoin" => {
                let items = self.items(recv)?;
                let mut words = Vec::with_capacity(items.len());
                for it in &items {
                    words.push(super::serialize::shell_escape(&self.text_of(it)?));
                }
                RV::str(words.join(" "))
            }
            "pack" => return Err(self.unsupported("Array#pack is not supported in templates")),
            "sample" | "shuffle" => return Err(self.unsupported(format!("Array#{name} is random: not supported in templates"))),
            _ => return Ok(None),
        }))
    }

    pub(super) fn hash_method(
        &mut self,
        h: &Hsh,
        recv: &RV,
        name: &str,
        args: &[RV],
        block: Option<&BlockArg>,
    ) -> R<Option<RV>> {
        let a0 = arg(args, 0);
        let snapshot = || h.borrow().clone();
        Ok(Some(match name {
            "[]" => recv.hash_get(&a0).unwrap_or(RV::Nil),
            "[]=" | "store" => {
                let v = arg(args, 1);
                h.set(a0, v.clone());
                v
            }
            "fetch" => match recv.hash_get(&a0) {
                Some(v) => v,
                None => match block {
                    Some(b) => self.yield_block(b, vec![a0])?,
                    None if args.len() > 1 => args[1].clone(),
                    None => return Err(self.ruby_err(format!("key not found: {}", a0.inspect()))),
                },
            },
            "dig" => {
                let mut cur = recv.clone();
                for k in args {
                    cur = match &cur {
                        RV::Nil => return Ok(Some(RV::Nil)),
                        _ => self.send(cur.clone(), "[]", vec![k.clone()], None)?,
                    };
                }
                cur
            }
            "key?" | "has_key?" | "include?" | "member?" => RV::Bool(recv.hash_get(&a0).is_some()),
            "value?" | "has_value?" => RV::Bool(h.borrow().iter().any(|(_, v)| v.equals(&a0))),
            "key" => h
                .borrow()
                .iter()
                .find(|(_, v)| v.equals(&a0))
                .map_or(RV::Nil, |(k, _)| k.clone()),
            "keys" => RV::array(h.borrow().iter().map(|(k, _)| k.clone()).collect()),
            "values" => RV::array(h.borrow().iter().map(|(_, v)| v.clone()).collect()),
            "values_at" => RV::array(
                args.iter()
                    .map(|k| recv.hash_get(k).unwrap_or(RV::Nil))
                    .collect(),
            ),
            "length" | "size" | "count" if args.is_empty() && block.is_none() => {
                RV::Int(h.borrow().len() as i128)
            }
            "empty?" => RV::Bool(h.borrow().is_empty()),
            "merge" | "update" | "merge!" => {
                let mut out = PairsBuilder::from_pairs(if name == "merge" {
                    snapshot()
                } else {
                    h.borrow().clone()
                });
                for other in args {
                    let RV::Hash(o) = other else {
                        return Err(self.ruby_err(format!(
                            "no implicit conversion of {} into Hash",
                            conv_name(other)
                        )));
                    };
                    for (k, v) in o.borrow().clone() {
                        let v = match (block, out.get(&k)) {
                            (Some(b), Some(old)) => {
                                let old = old.clone();
                                self.yield_block(b, vec![k.clone(), old, v])?
                            }
                            _ => v,
                        };
                        out.set(k, v);
                    }
                }
                if name == "merge" {
                    RV::hash(out.into_pairs())
                } else {
                    *h.borrow_mut() = out.into_pairs();
                    recv.clone()
                }
            }
            "delete" => {
                let mut pairs = h.borrow_mut();
                match pairs.iter().position(|(k, _)| k.eql(&a0)) {
                    Some(i) => pairs.remove(i).1,
                    None => RV::Nil,
                }
            }
            "each" | "each_pair" if block.is_some() => {
                let b = block.unwrap();
                for (k, v) in snapshot() {
                    self.yield_block(b, vec![pair(&k, &v)])?;
                }
                recv.clone()
            }
            "each_key" | "each_value" => {
                let b = block.ok_or_else(|| {
                    self.unsupported(format!("'{name}' without a block is not supported"))
                })?;
                for (k, v) in snapshot() {
                    self.yield_block(b, vec![if name == "each_key" { k } else { v }])?;
                }
                recv.clone()
            }
            "select" | "filter" | "reject" | "filter_map"
                if block.is_some() && name != "filter_map" =>
            {
                let b = block.unwrap();
                let mut out = Vec::new();
                for (k, v) in snapshot() {
                    // Two values, not a pair: `|k|` gets the key, as in Ruby.
                    let t = self.yield_block(b, vec![k.clone(), v.clone()])?.truthy();
                    if t == (name != "reject") {
                        out.push((k, v));
                    }
                }
                RV::hash(out)
            }
            "transform_values" | "transform_keys" => {
                let b = block.ok_or_else(|| {
                    self.unsupported(format!("'{name}' without a block is not supported"))
                })?;
                let mut out = PairsBuilder::default();
                for (k, v) in snapshot() {
                    if name == "transform_values" {
                        let nv = self.yield_block(b, vec![v])?;
                        out.set(k, nv);
                    } else {
                        let nk = self.yield_block(b, vec![k])?;
                        out.set(nk, v);
                    }
                }
                RV::hash(out.into_pairs())
            }
            "invert" => {
                let mut out = PairsBuilder::default();
                for (k, v) in snapshot() {
                    out.set(v, k);
                }
                RV::hash(out.into_pairs())
            }
            "slice" => RV::hash(
                args.iter()
                    .filter_map(|k| recv.hash_get(k).map(|v| (k.clone(), v)))
                    .collect(),
            ),
            "except" => RV::hash(
                snapshot()
                    .into_iter()
                    .filter(|(k, _)| !args.iter().any(|a| a.eql(k)))
                    .collect(),
            ),
            "compact" => RV::hash(
                snapshot()
                    .into_iter()
                    .filter(|(_, v)| !matches!(v, RV::Nil))
                    .collect(),
            ),
            "to_h" | "to_hash" if block.is_none() => recv.clone(),
            "sort" if block.is_none() => return Ok(None),
            "default" => RV::Nil,
            "join" => return Err(self.no_method(recv, name)),
            _ => return Ok(None),
        }))
    }
}

fn pair(k: &RV, v: &RV) -> RV {
    RV::array(vec![k.clone(), v.clone()])
}

/// The elements of the array `array`, arrays among them flattened
/// `depth` levels (all when negative); false for an array that contains
/// itself, which Ruby refuses to flatten.
fn flatten_into(array: &RV, depth: i128, out: &mut Vec<RV>) -> bool {
    let RV::Array(items) = array else {
        return true;
    };
    let walk = || {
        for it in items.borrow().iter() {
            match it {
                RV::Array(_) if depth != 0 => {
                    if !flatten_into(it, depth - 1, out) {
                        return false;
                    }
                }
                other => {
                    // A shared array may stand for more than one value
                    // holds: stopped just past the budget.
                    if out.len() > crate::catalog::limits::MAX_ELEMENTS {
                        return false;
                    }
                    out.push(other.clone())
                }
            }
        }
        true
    };
    // Only an unbounded flatten can come back to where it is.
    if depth >= 0 {
        return stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, walk);
    }
    walk_once(Walk::Flatten, address(array), 0, || false, walk)
}
