//! Real modules' ERB templates are within the supported subset:
//! `SPACESHIP_ERB_DIR=DIR cargo test --test erb_modules` parses every
//! `.erb` under DIR (e.g. templates checked out of public modules, which
//! are not part of this repository) and lists those that do not parse.
//! Without the variable there is nothing to check.

use std::path::{Path, PathBuf};

fn erb_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            erb_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "erb") {
            out.push(p);
        }
    }
}

#[test]
fn module_templates_parse() {
    let Some(dir) = std::env::var_os("SPACESHIP_ERB_DIR") else {
        return;
    };
    let mut files = Vec::new();
    erb_files(Path::new(&dir), &mut files);
    files.sort();
    let mut failures = Vec::new();
    for f in &files {
        let Ok(text) = std::fs::read_to_string(f) else {
            continue;
        };
        if let Err(e) = spaceship::template::erb::check(&f.display().to_string(), &text) {
            failures.push(e.to_string());
        }
    }
    println!(
        "{} of {} templates parse",
        files.len() - failures.len(),
        files.len()
    );
    assert!(
        failures.is_empty(),
        "templates that do not parse:\n{}",
        failures.join("\n")
    );
}
