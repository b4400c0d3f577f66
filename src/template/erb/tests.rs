//! Unit tests of the engine on its own: a mock scope, the refusals (with
//! their messages and locations) and Ruby details the corpus compares
//! with Puppet wholesale.

use super::{ErbContext, ErbError, render};
use crate::catalog::Value;

struct Mock;

impl ErbContext for Mock {
    fn variable(&self, name: &str) -> Option<Value> {
        match name {
            "list" => Some(Value::array(vec![
                Value::str("a"),
                Value::Int(1),
                Value::Undef,
            ])),
            "name" => Some(Value::str("web")),
            "nothing" => Some(Value::Undef),
            _ => None,
        }
    }

    fn has_variable(&self, name: &str) -> bool {
        self.variable(name).is_some_and(|v| !v.is_undef())
    }

    fn variable_names(&self) -> Vec<String> {
        vec!["list".into(), "name".into(), "nothing".into()]
    }

    fn call_function(&mut self, name: &str, args: Vec<Value>) -> Result<Value, String> {
        match name {
            "upcase" => Ok(Value::str(args[0].to_string().to_uppercase())),
            _ => Err(format!("Unknown function: '{name}'")),
        }
    }
}

fn ok(t: &str) -> String {
    render("t.erb", t, &mut Mock).unwrap_or_else(|e| panic!("{t:?}: {e}"))
}

fn err(t: &str) -> ErbError {
    match render("t.erb", t, &mut Mock) {
        Ok(out) => panic!("{t:?} rendered {out:?}"),
        Err(e) => e,
    }
}

#[test]
fn renders_variables_and_blocks() {
    assert_eq!(ok("<%= @list.inspect %>"), "[\"a\", 1, nil]");
    assert_eq!(
        ok("<% @list.compact.each do |x| -%>\n<%= x %>\n<% end -%>\n"),
        "a\n1\n"
    );
    assert_eq!(ok("<%= scope.call_function('upcase', [@name]) %>"), "WEB");
    assert_eq!(
        ok("<%= has_variable?('name') %>/<%= has_variable?('nothing') %>"),
        "true/false"
    );
}

#[test]
fn refuses_what_could_reach_the_system() {
    for (t, what) in [
        ("<%= `ls` %>", "`command`"),
        ("<%= system('ls') %>", "system"),
        ("<% exec 'ls' %>", "exec"),
        ("<%= File.read('/etc/passwd') %>", "File.read"),
        ("<%= File.exist?('/etc/passwd') %>", "File.exist?"),
        ("<%= IO.popen('ls') %>", "IO"),
        ("<%= Dir.glob('*') %>", "Dir"),
        ("<%= eval('1') %>", "eval"),
        ("<%= @name.send(:upcase) %>", "send"),
        ("<%= @name.instance_eval { 1 } %>", "instance_eval"),
        ("<% require 'socket' %>", "require"),
        ("<% $LOAD_PATH.unshift('/x') %>", "$LOAD_PATH"),
        ("<%= open('/etc/passwd') %>", "open"),
        ("<%= ENV['HOME'] %>", "ENV"),
        ("<%= Kernel.exit %>", "Kernel"),
    ] {
        let e = err(t);
        assert!(
            e.message.contains(&format!("'{what}' is refused")),
            "{t}: {}",
            e.message
        );
        assert_eq!(e.line, 1, "{t}");
    }
}

#[test]
fn errors_are_located() {
    let e = err("a\nb <%= @name.frobnicate %>");
    assert_eq!((e.line, e.column), (2, 13));
    assert_eq!(
        e.message,
        "method 'frobnicate' of String is not supported in templates"
    );
    assert_eq!(
        e.to_string(),
        "t.erb:2:13: method 'frobnicate' of String is not supported in templates"
    );
    let e = err("<% if true %>x");
    assert!(e.message.contains("expected 'end'"), "{}", e.message);
    let e = err("<%= 1 +* 2 %>");
    assert_eq!(e.line, 1);
    let e = err("<%= x %>");
    assert_eq!(e.message, "undefined local variable or method `x'");
}

#[test]
fn ruby_number_formatting() {
    assert_eq!(
        ok("<%= 1e100 %>|<%= 1.0/3 %>|<%= 2.0**70 %>|<%= 123.456e-10 %>"),
        "1.0e+100|0.3333333333333333|1.1805916207174113e+21|1.23456e-08"
    );
    assert_eq!(
        ok("<%= -7 / 2 %>|<%= 7.fdiv(2) %>|<%= -7 % 3 %>|<%= 2**100 %>"),
        "-4|3.5|2|1267650600228229401496703205376"
    );
}

/// Every prefix of every corpus template (cut anywhere, so tags and
/// literals are left open) renders or fails cleanly: no panic.
#[test]
fn truncated_templates_never_panic() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/templates/erb");
    let mut checked = 0;
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let text = std::fs::read_to_string(entry.path()).unwrap();
        let cuts: Vec<usize> = (0..=text.len())
            .filter(|&i| text.is_char_boundary(i))
            .step_by(7)
            .collect();
        for cut in cuts {
            let _ = render("cut", &text[..cut], &mut Mock);
            let _ = render("cut", &text[cut..], &mut Mock);
            checked += 2;
        }
    }
    assert!(checked > 1000, "only {checked} variants checked");
}

#[test]
fn regexp_translation() {
    assert_eq!(
        ok(
            "<%= 'ab12' =~ /(?<d>\\d+)/ %>|<%= $~[1] %>|<%= 'x{1}' =~ /\\{1}/ %>|<%= 'A-b' =~ /[[:upper:]]-\\h/ %>"
        ),
        "2|12|1|0"
    );
    assert_eq!(
        ok(
            "<%= \"one\\ntwo\" =~ /^two$/ %>|<%= \"a\\nb\" =~ /a.b/m %>|<%= 'ÉTÉ' =~ /[[:alpha:]]+/ %>"
        ),
        "4|0|0"
    );
    // Look-around runs on the backtracking engine.
    assert_eq!(ok("<%= 'ab' =~ /b(?<=ab)/ %>|<%= 'ab'[/a(?=b)/] %>"), "1|a");
    for bad in ["/(?</", "/(?<n/", "/(a)\\1/", "/[a&&b]/"] {
        let e = err(&format!("<%= 'x' =~ {bad} %>"));
        assert_eq!(e.line, 1, "{bad}: {}", e.message);
    }
}

/// Corpus templates with characters swapped for others Ruby gives meaning
/// to render or fail cleanly: no panic, no hang.
#[test]
fn mutated_templates_never_panic() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/templates/erb");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "pp"))
        .collect();
    files.sort();
    let swaps = [
        '(', ')', '[', ']', '{', '}', '|', '%', '<', '>', '"', '\'', '/', '#', ':', '.', ',', '=',
        '?', '!', '@', '$', '\\', '\n', ' ', 'd', 'o', 'e',
    ];
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut checked = 0;
    for f in &files {
        let text: Vec<char> = std::fs::read_to_string(f).unwrap().chars().collect();
        for _ in 0..60 {
            let mut t = text.clone();
            for _ in 0..3 {
                let at = (next() % t.len() as u64) as usize;
                t[at] = swaps[(next() % swaps.len() as u64) as usize];
            }
            let t: String = t.into_iter().collect();
            let _ = render("fuzz", &t, &mut Mock);
            checked += 1;
        }
    }
    assert!(checked >= 60 * files.len());
}

#[test]
fn comments_hide_the_rest_of_the_line_as_in_ruby() {
    assert_eq!(ok("<% x = 1 # set %>hidden<%= 2 %>\nhidden <%= x %>"), "1");
    assert_eq!(ok("a <% x = 1 # set %>b\nc\nd<%= x %>"), "a 1");
    assert_eq!(ok("<% x = 1 # set -%>\nshown <%= x %>"), "shown 1");
    assert_eq!(ok("<% # note\n x = 3 %><%= x %>"), "3");
    assert!(err("<%= 1 # c %>").message.contains("comment"));
}

#[test]
fn ruby_details_checked_against_ruby() {
    // Each expected value is what Ruby 3.1's ERB printed for the template.
    assert_eq!(
        ok("<%= defined?(zzz).inspect %>|<%= defined?(String) %>|<%= 1.equal?(1) %>"),
        "nil|constant|true"
    );
    assert_eq!(
        ok("<%= '12'.to_i(0) %>|<%= '0x1A'.to_i(16) %>|<%= '-0x1A'.hex %>|<%= '0b11'.to_i(0) %>"),
        "12|26|-26|3"
    );
    assert_eq!(
        ok("<%= [1, 2, 3][1..].inspect %>|<%= 'hello'[-3..] %>|<%= 'Hello'[1...-1] %>"),
        "[2, 3]|llo|ell"
    );
    assert_eq!(
        ok(
            "<% i = 0 -%><% i += 1 while i < 5 -%><%= i %>|<%= [[1, [2, 3]]].map { |a, (b, c)| a + b + c }.inspect %>"
        ),
        "5|[6]"
    );
    assert_eq!(
        ok(
            "<%= 'hello'.tr('^l', '*') %>|<%= 'zz'.succ %>|<%= 'a9'.succ %>|<%= 'Zz'.succ %>|<%= 2.675.round(2) %>|<%= -1.5.round %>"
        ),
        "**ll*|aaa|b0|AAa|2.68|-2"
    );
    assert!(err("<%= 'x'.to_i(1) %>").message.contains("invalid radix"));
}

#[test]
fn format_as_ruby() {
    // Expected: Ruby 3.1's output for the same format and arguments.
    assert_eq!(
        ok(
            "<%= '%.0e|%g|%g|%g|%10.3g|%-8.2e|%+.1f|%05s|%x|%o|%b|%.3d|%+x|% x' % [12345, 100000, 1000000, 0.0001, 3.14159, 1.5, -0.05, 'ab', -1, -8, -5, 7, -255, -255] %>"
        ),
        "1e+04|100000|1e+06|0.0001|      3.14|1.50e+00|-0.1|   ab|..f|..70|..1011|007|-ff|-ff"
    );
    assert_eq!(ok("<%= format('%{a}/%<b>03d', a: 'x', b: 7) %>"), "x/007");
    assert!(
        err("<%= '%s %s' % ['one'] %>")
            .message
            .contains("too few arguments")
    );
}

#[test]
fn newer_ruby_forms() {
    // Expected: Ruby 3.1's output.
    assert_eq!(
        ok("<%= case when 1 > 2 then 'x' when 2 > 1 then 'y' end %>"),
        "y"
    );
    assert_eq!(
        ok("<% c, *d, e = [1, 2, 3, 4] %><%= [c, d, e].inspect %>|<% f, *g = 1 %><%= g.inspect %>"),
        "[1, [2, 3], 4]|[]"
    );
    assert_eq!(
        ok(
            "<%= [1, 2, 3].map { _1 * 2 }.inspect %>|<%= {a: 1}.map { \"#{_1}#{_2}\" }.inspect %>|<%= [[1, 2]].map { _1 }.inspect %>"
        ),
        "[2, 4, 6]|[\"a1\"]|[[1, 2]]"
    );
}

#[test]
fn shifts_and_divisions_at_the_edges_of_integers() {
    // Ruby 3.1: a negative count shifts the other way; past the width a
    // right shift gives 0 or -1. (Found by the templates fuzz target:
    // `>>` by a negative count overflowed.)
    assert_eq!(
        ok("<%= 5 >> -2 %>|<%= 20 << -2 %>|<%= -5 >> 200 %>|<%= 5 >> 200 %>|<%= 1 << 3 %>"),
        "20|5|-1|0|8"
    );
    // Past 128 bits Ruby goes on (a Bignum); templates stop with an error.
    for t in [
        "<%= 55<<5>5555-----5555555>5555>>55555>>5555 %>",
        "<%= (-2**126 * 2) / -1 %>",
        "<%= (-2**126 * 2) % -1 %>",
        "<%= (-2**126 * 2).divmod(-1) %>",
        "<%= -(-2**126 * 2) %>",
        "<%= (-2**126 * 2).abs %>",
        "<%= 1 >> -(-2**126 * 2) %>",
        "<%= (-2**126 * 2).times.to_a.size %>",
        "<%= (2**126 * 2 - 1 + 2**126 * 2).upto(2**126 * 2 - 1 + 2**126 * 2).to_a.inspect %>",
        "<%= x = 2**126 - 1 + 2**126; x.step(x, 2**100).to_a.inspect %>",
        "<%= x = 2**126 - 1 + 2**126; (x - 3).step(x, 2) { |i| i } %>",
        "<%= (-2**126 * 2).step(2**126 - 1 + 2**126, 2**126).to_a.size %>",
        "<%= 5.round(-2**126 * 2) %>",
        "<%= (2**126 - 1 + 2**126).succ %>",
        "<%= (-2**126 * 2).pred %>",
    ] {
        let _ = render("t.erb", t, &mut Mock);
    }
    assert!(
        err("<%= (-2**126 * 2) / -1 %>")
            .to_string()
            .contains("too large")
    );
    assert_eq!(
        ok(
            "<%= (-2**126 * 2) % -1 %>|<%= (-2**126 * 2).remainder(-1) %>|<%= -7 % 3 %>|<%= 7.divmod(-2).inspect %>"
        ),
        "0|0|2|[-4, -1]"
    );
}
