//! A readable listing of a catalog: one resource a line, with its state,
//! then its attributes and where each came from.

use super::json::{Selection, value_json};
use super::{Catalog, Provenance};
use crate::syntax::SourceMap;

/// Renders the catalog as text.
pub fn render(catalog: &Catalog, sources: &SourceMap, selection: Selection) -> String {
    let mut out = String::new();
    for r in &catalog.resources {
        if selection == Selection::Puppet && r.is_virtual {
            continue;
        }
        let state = if r.exported {
            "exported"
        } else if r.is_virtual {
            "virtual"
        } else if r.declared_virtual {
            "realized"
        } else if r.is_overridden() {
            "overridden"
        } else {
            "declared"
        };
        let at = r
            .span
            .map(|s| format!(" at {}:{}", sources.name(s.file), s.line))
            .unwrap_or_default();
        out.push_str(&format!("{} ({state}){at}\n", r.reference()));
        for (name, p) in &r.params {
            if p.value.is_undef() {
                continue;
            }
            let from = match &p.provenance {
                Provenance::Declared(s) => format!("declared at line {}", s.line),
                Provenance::DefaultBody(s) => format!("default: body at line {}", s.line),
                Provenance::Splat(s) => format!("* splat at line {}", s.line),
                Provenance::ResourceDefault(s) => format!("resource default at line {}", s.line),
                Provenance::Amended(s) => format!("reference amendment at line {}", s.line),
                Provenance::CollectorOverride { at, replaced } => match replaced {
                    Some(v) => format!("collector at line {} (was {})", at.line, value_json(v)),
                    None => format!("collector at line {}", at.line),
                },
                Provenance::Appended { at, .. } => format!("+> at line {}", at.line),
                Provenance::Relationship(s) => format!("relationship at line {}", s.line),
                Provenance::Compiler => "parameter default".to_string(),
            };
            out.push_str(&format!("  {name} => {}  # {from}\n", value_json(&p.value)));
        }
    }
    out
}
