//! Arrays, hashes, ranges and enumerators: their own methods and the
//! Enumerable ones they share (a hash enumerates `[key, value]` pairs,
//! which blocks of two parameters take apart).

use std::cmp::Ordering;
use std::rc::Rc;

use super::ast::BlockArg;
use super::interp::{Interp, R};
use super::methods::{arg, conv_name};
use super::value::{PairsBuilder, RV};

fn pair(k: &RV, v: &RV) -> RV {
    RV::array(vec![k.clone(), v.clone()])
}

fn pairs_of(items: Vec<RV>) -> Vec<(RV, RV)> {
    items
        .into_iter()
        .map(|p| match p {
            RV::Array(a) => {
                let a = a.borrow();
                (
                    a.first().cloned().unwrap_or(RV::Nil),
                    a.get(1).cloned().unwrap_or(RV::Nil),
                )
            }
            other => (other, RV::Nil),
        })
        .collect()
}

fn uniq(items: Vec<RV>, keys: Vec<RV>) -> Vec<RV> {
    let mut seen: Vec<RV> = Vec::new();
    let mut out = Vec::new();
    for (it, k) in items.into_iter().zip(keys) {
        if !seen.iter().any(|s| s.eql(&k)) {
            seen.push(k);
            out.push(it);
        }
    }
    out
}

/// How many items an endless `cycle` enumerator holds.
const CYCLED_ITEMS: usize = 10_000;

impl Interp<'_> {
    /// What a collection enumerates.
    pub(super) fn items(&mut self, v: &RV) -> R<Vec<RV>> {
        Ok(match v {
            RV::Array(a) => a.borrow().clone(),
            RV::Hash(h) => h.borrow().iter().map(|(k, v)| pair(k, v)).collect(),
            RV::Enumerator(items, _) => items.as_ref().clone(),
            RV::Range(r) => match (&r.0, &r.1) {
                (RV::Int(a), RV::Int(b)) => {
                    let end = if r.2 { *b - 1 } else { *b };
                    if end - a > 10_000_000 {
                        return Err(self.unsupported("range too large to enumerate in a template"));
                    }
                    (*a..=end).map(RV::Int).collect()
                }
                (RV::Str(a), RV::Str(b)) => {
                    let mut out = Vec::new();
                    let mut cur = a.to_string();
                    while cur.chars().count() <= b.chars().count() && out.len() < 100_000 {
                        if *cur == **b {
                            if !r.2 {
                                out.push(RV::str(&cur));
                            }
                            break;
                        }
                        out.push(RV::str(&cur));
                        cur = match self.string(Rc::new(cur.clone()), "succ", &[], None)? {
                            RV::Str(s) => s.to_string(),
                            _ => break,
                        };
                    }
                    out
                }
                _ => {
                    return Err(self.unsupported(
                        "only ranges of integers or strings can be enumerated in templates",
                    ));
                }
            },
            other => return Err(self.ruby_err(format!("{} is not enumerable", other.class_name()))),
        })
    }

    fn need_block<'b>(&self, block: Option<&'b BlockArg>, name: &str) -> R<&'b BlockArg> {
        block.ok_or_else(|| {
            self.unsupported(format!(
                "'{name}' without a block is not supported in templates"
            ))
        })
    }

    fn sort_items(&mut self, items: &mut [RV], block: Option<&BlockArg>) -> R<()> {
        let mut err = None;
        let mut cmp = |a: &RV, b: &RV| -> Ordering {
            if err.is_some() {
                return Ordering::Equal;
            }
            let r = match block {
                Some(bl) => match self.yield_block(bl, vec![a.clone(), b.clone()]) {
                    Ok(RV::Int(i)) => Some(i.cmp(&0)),
                    Ok(_) => None,
                    Err(e) => {
                        err = Some(e);
                        return Ordering::Equal;
                    }
                },
                None => a.compare(b),
            };
            r.unwrap_or_else(|| {
                err = Some(self.ruby_err(format!(
                    "comparison of {} with {} failed",
                    a.class_name(),
                    b.inspect()
                )));
                Ordering::Equal
            })
        };
        items.sort_by(&mut cmp);
        match err {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    fn sum(&mut self, items: Vec<RV>, init: RV) -> R<RV> {
        let mut acc = init;
        let mut float: Option<(f64, f64)> = None;
        for it in items {
            match (&float, &acc, &it) {
                (None, RV::Int(a), RV::Int(b)) => {
                    acc = RV::Int(
                        a.checked_add(*b)
                            .ok_or_else(|| self.unsupported("integer too large"))?,
                    )
                }
                (None, RV::Int(_) | RV::Float(_), RV::Float(_) | RV::Int(_)) => {
                    let a = if let RV::Int(i) = acc {
                        i as f64
                    } else if let RV::Float(f) = acc {
                        f
                    } else {
                        0.0
                    };
                    float = Some((a, 0.0));
                    let (f, c) = float.as_mut().unwrap();
                    kahan(f, c, num(&it));
                }
                (Some(_), _, RV::Int(_) | RV::Float(_)) => {
                    let (f, c) = float.as_mut().unwrap();
                    kahan(f, c, num(&it));
                }
                _ => {
                    if let Some((f, c)) = float.take() {
                        acc = RV::Float(f + c);
                    }
                    acc = self.send(acc, "+", vec![it], None)?;
                }
            }
        }
        Ok(match float {
            Some((f, c)) => RV::Float(f + c),
            None => acc,
        })
    }

    /// Methods of arrays, hashes, ranges and enumerators.
    pub(super) fn collection(
        &mut self,
        recv: RV,
        name: &str,
        args: Vec<RV>,
        block: Option<&BlockArg>,
    ) -> R<RV> {
        if let RV::Hash(h) = &recv
            && let Some(v) = self.hash_method(h, &recv, name, &args, block)?
        {
            return Ok(v);
        }
        if let RV::Array(a) = &recv
            && let Some(v) = self.array_method(a, &recv, name, &args, block)?
        {
            return Ok(v);
        }
        if let RV::Range(r) = &recv {
            match name {
                "begin" | "first" if args.is_empty() => return Ok(r.0.clone()),
                "end" | "last" if args.is_empty() => return Ok(r.1.clone()),
                "include?" | "member?" | "cover?" => {
                    return Ok(RV::Bool(self.case_eq(&recv, &arg(&args, 0))?));
                }
                "step" => {
                    let n = self.int_arg(&args, 0)?.max(1) as usize;
                    let items: Vec<RV> = self.items(&recv)?.into_iter().step_by(n).collect();
                    return match block {
                        Some(b) => {
                            for it in items {
                                self.yield_block(b, vec![it])?;
                            }
                            Ok(recv.clone())
                        }
                        None => Ok(RV::Enumerator(Rc::new(items), Rc::from("each"))),
                    };
                }
                _ => {}
            }
        }
        if let RV::Enumerator(items, method) = &recv {
            if matches!(name, "with_index" | "each_with_index" | "with_object") {
                let b = self.need_block(block, name)?;
                let offset = if name == "with_index" && !args.is_empty() {
                    self.int_arg(&args, 0)?
                } else {
                    0
                };
                let mut results = Vec::new();
                for (i, it) in items.iter().enumerate() {
                    let extra = if name == "with_object" {
                        arg(&args, 0)
                    } else {
                        RV::Int(i as i128 + offset)
                    };
                    let r = self.yield_block(b, vec![it.clone(), extra])?;
                    results.push((it.clone(), r));
                }
                return Ok(match &**method {
                    "map" | "collect" | "flat_map" => {
                        RV::array(results.into_iter().map(|(_, r)| r).collect())
                    }
                    "select" | "filter" => RV::array(
                        results
                            .into_iter()
                            .filter(|(_, r)| r.truthy())
                            .map(|(i, _)| i)
                            .collect(),
                    ),
                    "reject" => RV::array(
                        results
                            .into_iter()
                            .filter(|(_, r)| !r.truthy())
                            .map(|(i, _)| i)
                            .collect(),
                    ),
                    _ if name == "with_object" => arg(&args, 0),
                    _ => RV::array(items.as_ref().clone()),
                });
            }
            if name == "next" {
                return Err(
                    self.unsupported("external enumeration ('next') is not supported in templates")
                );
            }
        }
        let items = self.items(&recv)?;
        let a0 = arg(&args, 0);
        Ok(match name {
            "each" | "each_entry" => match block {
                Some(b) => {
                    for it in items {
                        self.yield_block(b, vec![it])?;
                    }
                    recv
                }
                None => RV::Enumerator(Rc::new(items), Rc::from("each")),
            },
            "reverse_each" => {
                let b = self.need_block(block, name)?;
                for it in items.into_iter().rev() {
                    self.yield_block(b, vec![it])?;
                }
                recv
            }
            "each_with_index" => {
                let indexed: Vec<RV> = items
                    .into_iter()
                    .enumerate()
                    .map(|(i, v)| RV::array(vec![v, RV::Int(i as i128)]))
                    .collect();
                match block {
                    Some(b) => {
                        for it in indexed {
                            let RV::Array(p) = it else { unreachable!() };
                            let p = p.borrow().clone();
                            self.yield_block(b, p)?;
                        }
                        recv
                    }
                    None => RV::Enumerator(Rc::new(indexed), Rc::from("each")),
                }
            }
            "each_with_object" => {
                let b = self.need_block(block, name)?;
                for it in items {
                    self.yield_block(b, vec![it, a0.clone()])?;
                }
                a0
            }
            "map" | "collect" | "flat_map" | "collect_concat" | "select" | "filter" | "reject"
            | "filter_map"
                if block.is_none() =>
            {
                RV::Enumerator(Rc::new(items), Rc::from(name))
            }
            "map" | "collect" => {
                let b = block.unwrap();
                let mut out = Vec::with_capacity(items.len());
                for it in items {
                    out.push(self.yield_block(b, vec![it])?);
                }
                RV::array(out)
            }
            "flat_map" | "collect_concat" => {
                let b = block.unwrap();
                let mut out = Vec::new();
                for it in items {
                    match self.yield_block(b, vec![it])? {
                        RV::Array(a) => out.extend(a.borrow().iter().cloned()),
                        v => out.push(v),
                    }
                }
                RV::array(out)
            }
            "select" | "filter" | "reject" | "find_all" | "filter_map" | "partition" => {
                let b = self.need_block(block, name)?;
                let (mut yes, mut no) = (Vec::new(), Vec::new());
                for it in items {
                    let r = self.yield_block(b, vec![it.clone()])?;
                    match (name, r.truthy()) {
                        ("filter_map", true) => yes.push(r),
                        (_, true) => yes.push(it),
                        (_, false) => no.push(it),
                    }
                }
                match name {
                    "reject" => RV::array(no),
                    "partition" => RV::array(vec![RV::array(yes), RV::array(no)]),
                    _ => RV::array(yes),
                }
            }
            "find" | "detect" | "find_index" => {
                let mut found = RV::Nil;
                for (i, it) in items.into_iter().enumerate() {
                    let hit = match block {
                        Some(b) => self.yield_block(b, vec![it.clone()])?.truthy(),
                        None if name == "find_index" => it.equals(&a0),
                        None => {
                            return Err(self.unsupported(format!(
                                "'{name}' without a block is not supported"
                            )));
                        }
                    };
                    if hit {
                        found = if name == "find_index" {
                            RV::Int(i as i128)
                        } else {
                            it
                        };
                        break;
                    }
                }
                found
            }
            "inject" | "reduce" => {
                let (mut acc, op, rest): (Option<RV>, Option<Rc<str>>, Vec<RV>) =
                    match (args.len(), &a0) {
                        (0, _) => (None, None, items),
                        (1, RV::Sym(s)) if block.is_none() => (None, Some(s.clone()), items),
                        (1, _) => (Some(a0.clone()), None, items),
                        _ => match &args[1] {
                            RV::Sym(s) => (Some(a0.clone()), Some(s.clone()), items),
                            _ => return Err(self.ruby_err("wrong argument type (expected Symbol)")),
                        },
                    };
                for it in rest {
                    acc = Some(match acc {
                        None => it,
                        Some(a) => match &op {
                            Some(op) => self.send(a, op, vec![it], None)?,
                            None => self.yield_block(self.need_block(block, name)?, vec![a, it])?,
                        },
                    });
                }
                acc.unwrap_or(RV::Nil)
            }
            "sort" => {
                let mut items = items;
                self.sort_items(&mut items, block)?;
                RV::array(items)
            }
            "sort_by" | "min_by" | "max_by" | "group_by" | "uniq" if block.is_some() => {
                let b = block.unwrap();
                let mut keyed = Vec::with_capacity(items.len());
                for it in items {
                    keyed.push((self.yield_block(b, vec![it.clone()])?, it));
                }
                match name {
                    "group_by" => {
                        let mut groups: Vec<(RV, RV)> = Vec::new();
                        for (k, it) in keyed {
                            match groups.iter().find(|(g, _)| g.eql(&k)) {
                                Some((_, RV::Array(list))) => list.borrow_mut().push(it),
                                _ => groups.push((k, RV::array(vec![it]))),
                            }
                        }
                        RV::hash(groups)
                    }
                    "uniq" => {
                        let (keys, items): (Vec<RV>, Vec<RV>) = keyed.into_iter().unzip();
                        RV::array(uniq(items, keys))
                    }
                    _ => {
                        let mut keys: Vec<RV> = keyed.iter().map(|(k, _)| k.clone()).collect();
                        let mut order: Vec<usize> = (0..keyed.len()).collect();
                        let mut err = None;
                        order.sort_by(|&a, &b| {
                            keys[a].compare(&keys[b]).unwrap_or_else(|| {
                                err.get_or_insert_with(|| {
                                    format!(
                                        "comparison of {} with {} failed",
                                        keys[a].class_name(),
                                        keys[b].inspect()
                                    )
                                });
                                Ordering::Equal
                            })
                        });
                        if let Some(m) = err {
                            return Err(self.ruby_err(m));
                        }
                        keys.clear();
                        let sorted: Vec<RV> = order.iter().map(|&i| keyed[i].1.clone()).collect();
                        match name {
                            "min_by" => sorted.first().cloned().unwrap_or(RV::Nil),
                            "max_by" => {
                                // The first of the greatest, as Ruby's max_by.
                                let best = order.last().map(|&i| keyed[i].0.clone());
                                order
                                    .iter()
                                    .find(|&&i| {
                                        best.as_ref().is_some_and(|b| {
                                            keyed[i].0.compare(b) == Some(Ordering::Equal)
                                        })
                                    })
                                    .map_or(RV::Nil, |&i| keyed[i].1.clone())
                            }
                            _ => RV::array(sorted),
                        }
                    }
                }
            }
            "min" | "max" => {
                let mut items = items;
                self.sort_items(&mut items, block)?;
                if let RV::Int(n) = a0 {
                    let n = n.max(0) as usize;
                    if name == "max" {
                        items.reverse();
                    }
                    items.truncate(n);
                    RV::array(items)
                } else if name == "min" {
                    items.first().cloned().unwrap_or(RV::Nil)
                } else {
                    // The first of equal maxima.
                    let last = items.last().cloned();
                    items
                        .into_iter()
                        .find(|x| {
                            last.as_ref()
                                .is_some_and(|l| x.compare(l) == Some(Ordering::Equal))
                        })
                        .unwrap_or(RV::Nil)
                }
            }
            "minmax" => {
                let mut items = items;
                self.sort_items(&mut items, block)?;
                RV::array(vec![
                    items.first().cloned().unwrap_or(RV::Nil),
                    items.last().cloned().unwrap_or(RV::Nil),
                ])
            }
            "sum" => {
                let items = match block {
                    Some(b) => {
                        let mut out = Vec::new();
                        for it in items {
                            out.push(self.yield_block(b, vec![it])?);
                        }
                        out
                    }
                    None => items,
                };
                self.sum(items, if args.is_empty() { RV::Int(0) } else { a0 })?
            }
            "count" => match block {
                Some(b) => {
                    let mut n = 0;
                    for it in items {
                        if self.yield_block(b, vec![it])?.truthy() {
                            n += 1;
                        }
                    }
                    RV::Int(n)
                }
                None if !args.is_empty() => {
                    RV::Int(items.iter().filter(|x| x.equals(&a0)).count() as i128)
                }
                None => RV::Int(items.len() as i128),
            },
            "size" | "length" => RV::Int(items.len() as i128),
            "include?" | "member?" => RV::Bool(items.iter().any(|x| x.equals(&a0))),
            "any?" | "all?" | "none?" | "one?" => {
                let mut hits = 0;
                let total = items.len();
                for it in items {
                    let t = match block {
                        Some(b) => self.yield_block(b, vec![it])?.truthy(),
                        None if !args.is_empty() => self.case_eq(&a0, &it)?,
                        None => it.truthy(),
                    };
                    if t {
                        hits += 1;
                    }
                }
                RV::Bool(match name {
                    "any?" => hits > 0,
                    "all?" => hits == total,
                    "none?" => hits == 0,
                    _ => hits == 1,
                })
            }
            "first" | "take" => match (&a0, args.is_empty() && name == "first") {
                (_, true) => items.first().cloned().unwrap_or(RV::Nil),
                (RV::Int(n), _) => {
                    RV::array(items.into_iter().take((*n).max(0) as usize).collect())
                }
                _ => {
                    return Err(self.ruby_err(format!(
                        "no implicit conversion of {} into Integer",
                        conv_name(&a0)
                    )));
                }
            },
            "drop" => RV::array(
                items
                    .into_iter()
                    .skip(self.int_arg(&args, 0)?.max(0) as usize)
                    .collect(),
            ),
            "take_while" | "drop_while" => {
                let b = self.need_block(block, name)?;
                let mut k = items.len();
                for (i, it) in items.iter().enumerate() {
                    if !self.yield_block(b, vec![it.clone()])?.truthy() {
                        k = i;
                        break;
                    }
                }
                RV::array(if name == "take_while" {
                    items[..k].to_vec()
                } else {
                    items[k..].to_vec()
                })
            }
            "each_slice" | "each_cons" => {
                let n = self.int_arg(&args, 0)?;
                if n <= 0 {
                    return Err(self.ruby_err("invalid slice size"));
                }
                let n = n as usize;
                let groups: Vec<RV> = if name == "each_slice" {
                    items.chunks(n).map(|c| RV::array(c.to_vec())).collect()
                } else if items.len() >= n {
                    items.windows(n).map(|c| RV::array(c.to_vec())).collect()
                } else {
                    vec![]
                };
                match block {
                    Some(b) => {
                        for g in groups {
                            self.yield_block(b, vec![g])?;
                        }
                        if name == "each_slice" { RV::Nil } else { recv }
                    }
                    None => RV::Enumerator(Rc::new(groups), Rc::from("each")),
                }
            }
            "grep" | "grep_v" => {
                let mut out = Vec::new();
                for it in items {
                    if self.case_eq(&a0, &it)? != (name == "grep_v") {
                        out.push(match block {
                            Some(b) => self.yield_block(b, vec![it])?,
                            None => it,
                        });
                    }
                }
                RV::array(out)
            }
            "cycle" => {
                let times = match &a0 {
                    RV::Nil => None,
                    RV::Int(n) => Some((*n).max(0) as usize),
                    other => {
                        return Err(self.ruby_err(format!(
                            "no implicit conversion of {} into Integer",
                            conv_name(other)
                        )));
                    }
                };
                match block {
                    // Without a count it runs until the block breaks out
                    // (or the template's step bound stops it).
                    Some(b) => {
                        let mut round = 0;
                        while !items.is_empty() && times.is_none_or(|t| round < t) {
                            for it in &items {
                                self.yield_block(b, vec![it.clone()])?;
                            }
                            round += 1;
                        }
                        RV::Nil
                    }
                    // An endless enumerator is as long as any template
                    // takes from one (`first(n)`, `take(n)`).
                    None => {
                        let rounds =
                            times.unwrap_or_else(|| CYCLED_ITEMS.div_ceil(items.len().max(1)));
                        let cycled: Vec<RV> =
                            (0..rounds).flat_map(|_| items.iter().cloned()).collect();
                        RV::Enumerator(Rc::new(cycled), Rc::from("cycle"))
                    }
                }
            }
            "zip" => {
                let others: Vec<Vec<RV>> = args.iter().map(|a| self.items(a)).collect::<R<_>>()?;
                RV::array(
                    items
                        .into_iter()
                        .enumerate()
                        .map(|(i, it)| {
                            let mut row = vec![it];
                            row.extend(others.iter().map(|o| o.get(i).cloned().unwrap_or(RV::Nil)));
                            RV::array(row)
                        })
                        .collect(),
                )
            }
            "uniq" => {
                let keys = items.clone();
                RV::array(uniq(items, keys))
            }
            "tally" => {
                let mut counts: Vec<(RV, RV)> = Vec::new();
                for it in items {
                    match counts.iter_mut().find(|(k, _)| k.eql(&it)) {
                        Some((_, RV::Int(n))) => *n += 1,
                        _ => counts.push((it, RV::Int(1))),
                    }
                }
                RV::hash(counts)
            }
            "to_a" | "entries" | "force" => RV::array(items),
            "to_h" => {
                let items = match block {
                    Some(b) => {
                        let mut out = Vec::new();
                        for it in items {
                            out.push(self.yield_block(b, vec![it])?);
                        }
                        out
                    }
                    None => items,
                };
                for it in &items {
                    if !matches!(it, RV::Array(a) if a.borrow().len() == 2) {
                        return Err(self.ruby_err(format!(
                            "wrong element type {} (expected array)",
                            it.class_name()
                        )));
                    }
                }
                let mut out = PairsBuilder::default();
                for (k, v) in pairs_of(items) {
                    out.set(k, v);
                }
                RV::hash(out.into_pairs())
            }
            "join" if !matches!(recv, RV::Hash(_)) => {
                let sep = match &a0 {
                    RV::Nil => String::new(),
                    RV::Str(s) => s.to_string(),
                    o => {
                        return Err(self.ruby_err(format!(
                            "no implicit conversion of {} into String",
                            conv_name(o)
                        )));
                    }
                };
                self.join(&items, &sep)?
            }
            _ => return Err(self.no_method(&recv, name)),
        })
    }

    pub(super) fn join(&mut self, items: &[RV], sep: &str) -> R<RV> {
        let mut out = String::new();
        for (i, it) in items.iter().enumerate() {
            // Measured as it grows: a thousand references to one big
            // string would ask for more than the budget of one string.
            let part = match it {
                RV::Array(a) => {
                    let inner = a.borrow().clone();
                    match self.join(&inner, sep)? {
                        RV::Str(s) => s,
                        _ => continue,
                    }
                }
                other => Rc::new(self.text_of(other)?),
            };
            let separator = if i > 0 { sep } else { "" };
            crate::catalog::limits::push_text(&mut out, separator)
                .and_then(|()| crate::catalog::limits::push_text(&mut out, &part))
                .map_err(|e| self.ruby_err(e))?;
        }
        Ok(RV::str(out))
    }
}

fn num(v: &RV) -> f64 {
    match v {
        RV::Int(i) => *i as f64,
        RV::Float(f) => *f,
        _ => 0.0,
    }
}

/// Kahan-Babuska summation, as Ruby's `sum` does for floats.
fn kahan(f: &mut f64, c: &mut f64, x: f64) {
    let t = *f + x;
    if f.abs() >= x.abs() {
        *c += (*f - t) + x;
    } else {
        *c += (x - t) + *f;
    }
    *f = t;
}
