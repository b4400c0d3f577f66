//! Ruby's `pp` layout (`PP.pp(obj, out, width)`, `pretty_inspect`):
//! arrays and hashes as groups that stay on one line when they fit in the
//! width and break at every separator of the group when they do not
//! (Oppen's algorithm, as Ruby's `PrettyPrint` lays out), nested groups
//! indented by one more column; a hash's value goes under its key,
//! indented, when the pair does not fit.

use super::value::RV;

/// A layout document.
enum Doc {
    Text(String),
    /// A separator: its text on one line, a newline where broken.
    Break(&'static str),
    /// Parts laid out together, indented by this much where broken.
    Group(usize, Vec<Doc>),
}

/// `v` laid out in `width` columns, without a final newline.
pub fn pretty(v: &RV, width: usize) -> String {
    let doc = document(v);
    let mut out = String::new();
    let mut column = 0;
    layout(&doc, 0, false, width, &mut column, &mut out, 0);
    out
}

fn document(v: &RV) -> Doc {
    match v {
        RV::Array(items) => {
            let items = items.borrow();
            let mut parts = vec![Doc::Text("[".into())];
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    parts.push(Doc::Text(",".into()));
                    parts.push(Doc::Break(" "));
                }
                parts.push(document(item));
            }
            parts.push(Doc::Text("]".into()));
            Doc::Group(1, parts)
        }
        RV::Hash(pairs) => {
            let pairs = pairs.borrow();
            let mut parts = vec![Doc::Text("{".into())];
            for (i, (k, v)) in pairs.iter().enumerate() {
                if i > 0 {
                    parts.push(Doc::Text(",".into()));
                    parts.push(Doc::Break(" "));
                }
                let value = Doc::Group(1, vec![Doc::Break(""), document(v)]);
                parts.push(Doc::Group(
                    0,
                    vec![document(k), Doc::Text("=>".into()), value],
                ));
            }
            parts.push(Doc::Text("}".into()));
            Doc::Group(1, parts)
        }
        other => Doc::Text(other.inspect()),
    }
}

/// The width of a document on one line.
fn flat_width(doc: &Doc) -> usize {
    match doc {
        Doc::Text(t) => t.chars().count(),
        Doc::Break(sep) => sep.len(),
        Doc::Group(_, parts) => parts.iter().map(flat_width).sum(),
    }
}

/// The width of what follows a part up to the next separator, on one
/// line (a group must fit with the text that sticks to it).
fn trailing_width(rest: &[Doc]) -> usize {
    let mut width = 0;
    for doc in rest {
        match doc {
            Doc::Text(t) => width += t.chars().count(),
            Doc::Break(_) => break,
            Doc::Group(..) => {
                width += flat_width(doc);
            }
        }
    }
    width
}

#[allow(clippy::too_many_arguments)]
fn layout(
    doc: &Doc,
    indent: usize,
    broken: bool,
    width: usize,
    column: &mut usize,
    out: &mut String,
    after: usize,
) {
    match doc {
        Doc::Text(t) => {
            out.push_str(t);
            *column += t.chars().count();
        }
        Doc::Break(sep) => {
            if broken {
                out.push('\n');
                out.push_str(&" ".repeat(indent));
                *column = indent;
            } else {
                out.push_str(sep);
                *column += sep.len();
            }
        }
        Doc::Group(more, parts) => {
            let fits = *column + flat_width(doc) + after <= width;
            let inner = indent + more;
            for (i, part) in parts.iter().enumerate() {
                let rest = &parts[i + 1..];
                // What sticks to this part: the text after it in the group,
                // and, at the group's end, what sticks to the group.
                let sticks = trailing_width(rest)
                    + if rest.iter().any(|d| matches!(d, Doc::Break(_))) {
                        0
                    } else {
                        after
                    };
                layout(part, inner, !fits, width, column, out, sticks);
            }
        }
    }
}
