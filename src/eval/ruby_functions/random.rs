//! stdlib's deterministic "random" functions that Ruby's generator
//! drives: `stdlib::fqdn_rotate` (a rotation seeded by the node's fqdn),
//! `stdlib::seeded_rand_string`, and `fqdn_uuid` (a version 5 UUID in
//! the DNS namespace, no randomness at all); `shuffle`, which Ruby
//! shuffles with its unseeded generator (so any order will do); and
//! `to_bytes`.

use md5::Digest;

use super::Ctx;
use crate::catalog::Value;
use crate::eval::builtins::ruby_to_s;
use crate::eval::ruby_random::{rand_below, rand_sequence};
use crate::eval::{Compiler, Eval};

/// The pure function `name`, if it is one of these.
pub(super) fn call(name: &str, args: &[Value]) -> Option<Result<Value, String>> {
    Some(match name {
        "stdlib::seeded_rand_string" | "seeded_rand_string" => {
            let length = match args.first() {
                Some(Value::Int(i)) => *i as usize,
                _ => 0,
            };
            let charset: Vec<char> = match args.get(2) {
                Some(Value::Str(s)) => s.chars().collect(),
                _ => "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                    .chars()
                    .collect(),
            };
            let seed = sha2::Sha256::digest(ruby_to_s(args.get(1).unwrap_or(&Value::Undef)));
            let draws = rand_sequence(&seed, charset.len() as u32, length);
            Ok(Value::str(
                draws
                    .iter()
                    .take(length)
                    .map(|&i| charset[i as usize])
                    .collect::<String>(),
            ))
        }
        "fqdn_uuid" => match args {
            [] => Err("fqdn_uuid: No arguments given".into()),
            [fqdn] => Ok(Value::str(uuid_v5_dns(&ruby_to_s(fqdn)))),
            _ => Err(format!(
                "fqdn_uuid: Too many arguments given ({})",
                args.len()
            )),
        },
        "to_bytes" => to_bytes(args),
        "shuffle" => shuffle(args),
        _ => return None,
    })
}

fn shuffle(args: &[Value]) -> Result<Value, String> {
    let Some(value) = args.first() else {
        return Err("shuffle(): Wrong number of arguments given (0 for 1)".into());
    };
    let (mut items, string): (Vec<Value>, bool) = match value {
        Value::Array(a) => (a.as_ref().clone(), false),
        Value::Str(s) => (s.chars().map(|c| Value::str(c.to_string())).collect(), true),
        _ => return Err("shuffle(): Requires either array or string to work with".into()),
    };
    // Seeded by the clock: Ruby's `rand` is unseeded.
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    let seed = md5::Md5::digest(nanos.to_le_bytes());
    let n = items.len();
    if n > 1 {
        let draws = rand_sequence(&seed, u32::MAX, n);
        for (i, &draw) in draws.iter().enumerate().take(n) {
            let j = i + (draw as usize) % (n - i);
            items.swap(i, j);
        }
    }
    Ok(if string {
        Value::str(items.iter().map(ruby_to_s).collect::<String>())
    } else {
        Value::array(items)
    })
}

/// RFC 4122's version 5 UUID of a name in the DNS namespace.
fn uuid_v5_dns(name: &str) -> String {
    const DNS: [u8; 16] = [
        0x6b, 0xa7, 0xb8, 0x10, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30,
        0xc8,
    ];
    let mut sha = sha1::Sha1::new();
    sha.update(DNS);
    sha.update(name.as_bytes());
    let digest = sha.finalize();
    let mut b: Vec<u8> = digest[..16].to_vec();
    b[6] = (b[6] & 0x0f) | 0x50;
    b[8] = (b[8] & 0x3f) | 0x80;
    let hex = super::strings::hex;
    format!(
        "{}-{}-{}-{}-{}",
        hex(&b[0..4]),
        hex(&b[4..6]),
        hex(&b[6..8]),
        hex(&b[8..10]),
        hex(&b[10..16])
    )
}

fn to_bytes(args: &[Value]) -> Result<Value, String> {
    let [arg] = args else {
        return Err(format!(
            "to_bytes(): Wrong number of arguments given ({} for 1)",
            args.len()
        ));
    };
    let text = match arg {
        Value::Int(_) | Value::Float(_) => return Ok(arg.clone()),
        other => ruby_to_s(other),
    };
    let number_len = text
        .find(|c: char| !(c.is_ascii_digit() || ".e+-".contains(c)))
        .unwrap_or(text.len());
    let value: f64 = text[..number_len].parse().unwrap_or(0.0);
    let rest = text[number_len..].trim_start();
    let prefix = rest.chars().next().filter(|c| *c != 'b' && *c != 'B');
    let shift = match prefix {
        None => 0,
        Some('k') => 10,
        Some('M') => 20,
        Some('G') => 30,
        Some('T') => 40,
        Some('P') => 50,
        Some('E') => 60,
        Some(p) => return Err(format!("to_bytes(): Unknown prefix {p}")),
    };
    Ok(Value::Int((value * (1u64 << shift) as f64) as i64))
}

impl Compiler {
    /// `stdlib::fqdn_rotate(array_or_string, *seeds)`.
    pub(super) fn fqdn_rotate(&mut self, args: &[Value], _ctx: &Ctx) -> Eval<Value> {
        let (items, is_string): (Vec<Value>, bool) = match args.first() {
            Some(Value::Str(s)) => (s.chars().map(|c| Value::str(c.to_string())).collect(), true),
            Some(Value::Array(a)) => (a.as_ref().clone(), false),
            _ => (Vec::new(), false),
        };
        let mut items = items;
        if items.len() > 1 {
            let fqdn = self.scopes[0]
                .vars
                .get("facts")
                .and_then(|f| f.hash_get("networking")?.hash_get("fqdn"))
                .map(ruby_to_s)
                .unwrap_or_default();
            // Ruby's `[fqdn, seeds].join(':')`: the seeds flattened in.
            let mut parts = vec![fqdn];
            let seeds: Vec<String> = args.iter().skip(1).map(ruby_to_s).collect();
            if seeds.is_empty() {
                parts.push(String::new());
            }
            parts.extend(seeds);
            let digest = md5::Md5::digest(parts.join(":").as_bytes());
            let offset = rand_below(&digest, items.len() as u32) as usize;
            items.rotate_left(offset);
        }
        Ok(if is_string {
            Value::str(items.iter().map(ruby_to_s).collect::<String>())
        } else {
            Value::array(items)
        })
    }
}
