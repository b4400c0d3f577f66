//! The generated manifest the benchmarks share: `n` resources in 50
//! classes, a third of them virtual, with 39 collectors (13 overriding).

use std::fmt::Write as _;

/// The benchmark manifest with `n` resources.
pub fn manifest(n: usize) -> String {
    let classes = 50;
    let per_class = n / classes;
    let mut out = String::new();
    for c in 0..classes {
        writeln!(out, "class bench::c{c} {{").unwrap();
        for j in 0..per_class {
            let i = c * per_class + j;
            match i % 3 {
                0 => writeln!(
                    out,
                    "  @user {{ 'user{i}': uid => {i}, groups => ['g{}'], tag => 'team{}' }}",
                    i % 13,
                    i % 13
                ),
                1 => writeln!(
                    out,
                    "  file {{ '/srv/f{i}': ensure => file, mode => '0644', tag => 'ft{}' }}",
                    i % 13
                ),
                _ => writeln!(out, "  notify {{ 'n{i}': message => 'm{i}' }}"),
            }
            .unwrap();
        }
        writeln!(out, "}}").unwrap();
    }
    for c in 0..classes {
        writeln!(out, "include bench::c{c}").unwrap();
    }
    for k in 0..13 {
        writeln!(
            out,
            "File <| tag == 'ft{k}' |> {{ owner => 'root', mode => '0600' }}"
        )
        .unwrap();
        writeln!(out, "User <| tag == 'team{k}' |>").unwrap();
        writeln!(
            out,
            "Notify <| message == 'm{}' or title == 'n{}' |>",
            k * 3 + 2,
            k * 3 + 5
        )
        .unwrap();
    }
    out
}
