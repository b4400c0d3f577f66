//! Dependency cycles against real Puppet: every `tests/cycles/*.pp` is
//! compiled and its cycles worded as `puppet apply --noop` words them;
//! `.expected` is what Puppet 7.23 said (made by `scripts/regen-cycles`;
//! empty when the catalog has no cycle).

use std::path::Path;

use spaceship::catalog::view::View;
use spaceship::driver;
use spaceship::graph::cycles;
use spaceship::syntax::SourceMap;

#[path = "common/compile.rs"]
#[allow(dead_code)]
mod compile;
use compile::default_options;

fn view(path: &Path) -> View {
    let mut sources = SourceMap::default();
    driver::load(&mut sources, path).expect("case readable");
    let options = default_options();
    let compiler = driver::compile(&sources, options).expect("case compiles");
    View::from_catalog(&compiler.catalog, &sources)
}

#[test]
fn cycles_as_puppet_reports_them() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cycles");
    let mut cases: Vec<_> = std::fs::read_dir(&dir)
        .expect("cases")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "pp"))
        .collect();
    cases.sort();
    assert!(cases.len() >= 10, "cases present");
    let mut failures = Vec::new();
    let mut with_cycles = 0;
    for case in &cases {
        let expected = std::fs::read_to_string(case.with_extension("expected"))
            .expect("expected output; run scripts/regen-cycles");
        let expected = expected.trim_end();
        let actual = cycles::message(&cycles::find(&view(case))).unwrap_or_default();
        with_cycles += usize::from(!expected.is_empty());
        if actual != expected {
            failures.push(format!(
                "{}:\n  expected: {expected}\n  actual:   {actual}",
                case.display()
            ));
        }
    }
    assert!(with_cycles >= 8, "most cases have a cycle");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
