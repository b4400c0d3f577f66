//! Issue #22, "never crash, hang or leak": recursive type aliases, deeply
//! nested values, iteration memory, long lines, byte order marks and bad
//! regular expressions each end in a clean, located error (or the right
//! answer) instead of a stack overflow, a hang or unbounded memory.

use spaceship::driver;
use spaceship::syntax::Source;

#[path = "common/compile.rs"]
#[allow(dead_code)]
mod compile;
use compile::{default_options, one_source};

/// Compiles `text` as `<t>`: the catalog's notices, or the error headline.
fn compile(text: &str) -> Result<Vec<String>, String> {
    let sources = one_source("<t>", text);
    let options = default_options();
    match driver::compile(&sources, options) {
        Ok(compiler) => Ok(compiler.messages.clone()),
        Err(e) => Err(e.diagnostic.headline(&sources)),
    }
}

fn fails_with(text: &str, expected: &str) {
    match compile(text) {
        Ok(n) => panic!("accepted {text:?}: {n:?}"),
        Err(e) => assert!(e.contains(expected), "{text:?} failed with {e:?}"),
    }
}

#[test]
fn columns_on_a_long_line_count_characters() {
    let text = format!("{}é{}\n→x", "a".repeat(1000), "b".repeat(1000));
    let source = Source::new("<t>", text.clone());
    for (offset, _) in text.char_indices().chain([(text.len(), ' ')]) {
        let start = text[..offset].rfind('\n').map_or(0, |n| n + 1);
        let column = text[start..offset].chars().count() as u32 + 1;
        let line = text[..offset].matches('\n').count() as u32 + 1;
        assert_eq!(source.line_column(offset), (line, column), "at {offset}");
    }
}

#[test]
fn iteration_over_ranges_is_lazy_and_keeps_what_it_must() {
    let notices = compile(
        "Integer[5,7].each |$i, $v| { notice(\"${i}:${v}\") }
         Integer[5,7].reverse_each |$v| { notice($v) }
         notice(Integer[1,4].reduce |$m, $v| { $m + $v })
         notice(3.map |$v| { $v * 2 })
         notice(Integer[1,1000000].any |$v| { $v == 3 })
         Integer[1,2].each |$x| { $y = $x File { mode => '0644' } file { \"/tmp/f${x}\": } }
         notice(Integer[1,3].map |$x| { [1].map |$z| { $x + $z } })",
    )
    .unwrap();
    assert_eq!(
        notices.join("|"),
        "notice: 0:5|notice: 1:6|notice: 2:7|notice: 7|notice: 6|notice: 5|notice: 10|notice: [0, 2, 4]|notice: true|notice: [[2], [3], [4]]"
    );
}

#[test]
fn aliases_that_reach_no_real_type_are_refused_wherever_used() {
    let cannot = |name: &str| format!("Type alias '{name}' cannot be resolved to a real type");
    for (decl, name) in [
        ("type A = Variant[A]", "A"),
        ("type A = A", "A"),
        ("type A = B type B = A", "A"),
        ("type A = Variant[B, A] type B = Variant[A]", "A"),
        ("type A = Variant[Variant[A], Variant[A, A]]", "A"),
    ] {
        for usage in [
            "notice(0 =~ A)",
            "assert_type(A, 1)",
            "class c(A $x) {} class { c: x => 1 }",
            "case 1 { A: { } default: { } }",
            "notice([1] =~ Array[A])",
            "notice(A)",
            "[1].each |A $x| { }",
            "notice(1 ? { A => a, default => b })",
        ] {
            fails_with(&format!("{decl}\n{usage}"), &cannot(name));
        }
    }
    fails_with("type A = B type B = A\nnotice(1 =~ B)", &cannot("B"));
}

#[test]
fn legal_recursive_aliases_match_and_terminate() {
    let notices = compile(
        "type M = Variant[Integer, M]
         type O = Optional[O]
         type T = Array[Variant[String, T]]
         type H = Hash[String, Variant[Integer, H]]
         type Unused = Unused
         notice('x' =~ M, 1 =~ M, 1 =~ O, undef =~ O, [['a'], []] =~ T, [[1]] =~ T)
         notice({a => {b => 1}} =~ H, {a => {b => x}} =~ H)",
    )
    .unwrap();
    assert_eq!(
        notices,
        [
            "notice: false true false true true false",
            "notice: true false"
        ]
    );
}

/// A value nested `levels` deep, built by iteration.
fn nested(levels: usize) -> String {
    format!("$x = Integer[1,{levels}].reduce([]) |$m, $i| {{ [$m] }}\n")
}

#[test]
fn values_nested_too_deep_are_refused_where_they_grow() {
    for grow in [
        "[$m]",
        "{a => $m}",
        "[[$m]]",
        "$m.then |$v| { [$v] }",
        "$m.partition |$v| { true }",
        "with($m) |$v| { [$v] }",
        "[1] << $m",
    ] {
        let text = format!("$x = Integer[1,30000].reduce([]) |$m, $i| {{ {grow} }}");
        fails_with(&text, "Evaluation Error: stack level too deep");
    }
}

#[test]
fn every_walk_over_the_deepest_allowed_value_ends() {
    // 498 reductions: 499 levels, within the limit.
    let deep = nested(498);
    for usage in [
        "notice($x)",
        "notice(\"${x}\")",
        "notice(flatten($x))",
        "notice($x == $x, $x != [$x], $x =~ Array[Array], $x in [$x])",
        "notice(sort([$x, $x]).length)",
        "notice($x.dig(0, 0, 0))",
        "notice(String($x).length, $x.convert_to(Array).length, inline_epp('<%= $x %>').length)",
        "notify { 'n': message => $x }",
        "class c(Array $p) { notice($p.length) } class { c: p => $x }",
        "define d($p) { notice($p.length) } d { 'x': p => $x }",
        "notice({$x => 1}.keys.length, unique([$x, $x]).length, String($x.type).length)",
        "notice(sprintf('%s', $x).length, $x.map |$v| { $v }.length)",
        "$x.tree_each |$v| { } notice(1)",
    ] {
        let text = format!("{deep}{usage}");
        let notices = compile(&text).unwrap_or_else(|e| panic!("{usage}: {e}"));
        assert!(
            !notices.is_empty() || usage.starts_with("notify"),
            "{usage}"
        );
    }
}

#[test]
fn nested_unterminated_interpolations_are_a_syntax_error_not_a_hang() {
    // Found by fuzzing: the grammar backtracks exponentially over these
    // (three times longer per two levels); its call limit ends it.
    let text = "notify { 'x': message => \"$y and ${".repeat(40);
    fails_with(&text, "Unclosed quote after '\"' followed by '$y an...'");
}

#[test]
fn nested_unfinished_references_are_a_syntax_error_not_a_hang() {
    // Found by fuzzing: the fast path backtracked exponentially over
    // these; its budget hands the statement to the grammar.
    let text = format!(
        "notify {{ 'x': message => {}",
        "File[fy { 'x': message => ".repeat(30)
    );
    fails_with(&text, "Syntax error at");
}

#[test]
fn nested_unclosed_calls_in_type_parameters_are_a_syntax_error_not_a_hang() {
    // Found by fuzzing (tests/data/fuzz-findings): each level can be a
    // call or a type's parameters, and both parsers tried both.
    let text = format!(
        "class c({} $p) {{}}",
        "Optional[Variant[Pattern[/^a/], Ec(".repeat(30)
    );
    // (Since arguments are Puppet's assignments, the grammar's call limit
    // ends this parse, reported at the end of input rather than at `{`.)
    fails_with(&text, "Syntax error at ");
}

/// Widths, precisions and repeat counts within a C `int` but past what a
/// string is padded to (256 Mi characters) are refused at once, wherever
/// a format pads: a fuzzer's `%0000000000002049899731d` made a 2 GB
/// string and ran past 10 s.
#[test]
fn formats_padding_past_the_limit_are_refused_at_once() {
    let cases = [
        (
            "sprintf('%s-%0000000000002049899731d', 'a', 7)",
            "width 2049899731",
        ),
        ("sprintf('%.300000000d', 7)", "precision 300000000"),
        ("String(7, '%300000000d')", "width 300000000"),
        ("String(1.5, '%.300000000f')", "precision 300000000"),
        (
            "strftime(Timestamp('2020-01-01'), '%%%300000000Y')",
            "width 300000000",
        ),
        ("strftime(Timespan(5), '%300000000D')", "width 300000000"),
        (
            "inline_template('<%= \"x\".ljust(300000000) %>')",
            "width 300000000",
        ),
        (
            "inline_template('<%= \"%.300000000d\" % 5 %>')",
            "precision 300000000",
        ),
        (
            "inline_template('<%= \"ab\" * 200000000 %>')",
            "repeated length 400000000",
        ),
    ];
    for (call, expected) in cases {
        fails_with(
            &format!("notice({call})"),
            &format!("{expected} is more than spaceship pads a string to (268435456 characters)"),
        );
    }
    // Up to the limit, padding is what Ruby's is.
    assert_eq!(
        compile("notice(sprintf('%5s|%-4d|%.3d', 'x', 7, 5))").unwrap(),
        ["notice:     x|7   |005"]
    );
}

/// An EPP parameter list that runs past its tag (`<%| $m %>`, `<%|%>`)
/// is Puppet's syntax error at the text that follows, or at the end;
/// a fuzzer found that slicing off the bars of `<%|%>` panicked.
#[test]
fn unclosed_epp_parameter_lists_are_syntax_errors() {
    let cases = [
        (r"<%- | $m %>x", "Syntax error at 'x'"),
        (r"<%|%>x<%= 1 %>", "Syntax error at 'x'"),
        (r"<% | %>", "Syntax error at end of input"),
    ];
    for (template, expected) in cases {
        fails_with(&format!("notice(inline_epp('{template}'))"), expected);
    }
    assert_eq!(
        compile("notice(inline_epp('<%| $m |%>[<%= $m %>]', { m => 1 }))").unwrap(),
        ["notice: [1]"]
    );
}

/// Chains Puppet 7.23 evaluates (1,000 `elsif`s, a sum of 1,000 terms,
/// 1,000 type aliases each naming the next) evaluate; Puppet runs out of
/// stack by 2,000, and a chain of 3,000 is a clean error here.
#[test]
fn long_chains_puppet_evaluates_are_evaluated() {
    let elsifs: String = (1..1000)
        .map(|i| format!(" elsif $x == {i} {{ notice({i}) }}"))
        .collect();
    let chain = format!("$x = 999\nif $x == 0 {{ notice(0) }}{elsifs} else {{ notice(no) }}");
    assert_eq!(compile(&chain).unwrap(), ["notice: 999"]);
    let sum = format!("notice({})", vec!["1"; 1000].join(" + "));
    assert_eq!(compile(&sum).unwrap(), ["notice: 1000"]);
    let aliases: String = (0..1000)
        .map(|i| format!("type A{i} = A{}\n", i + 1))
        .collect();
    let aliased = format!("{aliases}type A1000 = Integer\nnotice(1 =~ A0, 'x' =~ A0)");
    assert_eq!(compile(&aliased).unwrap(), ["notice: true false"]);
    let too_long = format!("notice({})", vec!["1"; 3000].join(" + "));
    fails_with(&too_long, "Evaluation nesting is too deep");
}
