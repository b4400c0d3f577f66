//! IP addresses as Ruby's `IPAddr` reads and prints them, for
//! `enclose_ipv6`, `haproxy::validate_ip_addr` and `ssh::ipaddresses`.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use crate::catalog::Value;
use crate::eval::builtins::ruby_class;

/// The network function `name`, if it is one of these.
pub(super) fn call(name: &str, args: &[Value]) -> Option<Result<Value, String>> {
    Some(match name {
        "enclose_ipv6" => enclose_ipv6(args),
        "haproxy::validate_ip_addr" => Ok(Value::Bool(
            ip_addr(&args.first().map(|v| v.to_string()).unwrap_or_default()).is_some(),
        )),
        _ => return None,
    })
}

/// `IPAddr.new(text)`: an address, optionally `/prefix` or `/mask`,
/// masked to its network as IPAddr does.
pub(super) fn ip_addr(text: &str) -> Option<IpAddr> {
    let text = text
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
        .unwrap_or(text);
    let (addr, prefix) = match text.split_once('/') {
        Some((a, p)) => (a, Some(p)),
        None => (text, None),
    };
    let ip: IpAddr = match addr.parse::<Ipv4Addr>() {
        Ok(v4) => IpAddr::V4(v4),
        Err(_) => IpAddr::V6(addr.parse::<Ipv6Addr>().ok()?),
    };
    let Some(prefix) = prefix else {
        return Some(ip);
    };
    Some(match ip {
        IpAddr::V4(v4) => {
            let bits = match prefix.parse::<u32>() {
                Ok(n) if n <= 32 => n,
                Ok(_) => return None,
                Err(_) => prefix.parse::<Ipv4Addr>().ok()?.to_bits().count_ones(),
            };
            let mask = if bits == 0 {
                0
            } else {
                u32::MAX << (32 - bits)
            };
            IpAddr::V4(Ipv4Addr::from_bits(v4.to_bits() & mask))
        }
        IpAddr::V6(v6) => {
            let bits = prefix.parse::<u32>().ok().filter(|&n| n <= 128)?;
            let mask = if bits == 0 {
                0
            } else {
                u128::MAX << (128 - bits)
            };
            IpAddr::V6(Ipv6Addr::from_bits(v6.to_bits() & mask))
        }
    })
}

/// Whether `text` is an address inside `fe80::/64`.
pub(super) fn in_fe80_64(text: &str) -> bool {
    match ip_addr(text) {
        Some(IpAddr::V6(v6)) => v6.to_bits() >> 64 == 0xfe80u128 << 48,
        _ => false,
    }
}

/// IPAddr's `to_s` of an IPv6 address: the longest run of zero groups
/// (two or more, the first of equals) written `::`.
fn ipv6_text(v6: &Ipv6Addr) -> String {
    let groups = v6.segments();
    let (mut best, mut best_len) = (0, 0);
    let mut i = 0;
    while i < 8 {
        let start = i;
        while i < 8 && groups[i] == 0 {
            i += 1;
        }
        if i - start > best_len {
            (best, best_len) = (start, i - start);
        }
        i += 1;
    }
    let hex = |gs: &[u16]| {
        gs.iter()
            .map(|g| format!("{g:x}"))
            .collect::<Vec<_>>()
            .join(":")
    };
    if best_len < 2 {
        return hex(&groups);
    }
    format!(
        "{}::{}",
        hex(&groups[..best]),
        hex(&groups[best + best_len..])
    )
}

fn enclose_ipv6(args: &[Value]) -> Result<Value, String> {
    if args.len() != 1 {
        return Err(format!(
            "enclose_ipv6(): Wrong number of arguments given {} for 1",
            args.len()
        ));
    }
    let input: Vec<Value> = match &args[0] {
        Value::Str(_) => vec![args[0].clone()],
        Value::Array(_) => crate::eval::types::flatten(std::slice::from_ref(&args[0]))
            .into_iter()
            .filter(|v| !v.is_undef())
            .collect(),
        other => {
            return Err(format!(
                "enclose_ipv6(): Wrong argument type given {} expected String or Array",
                ruby_class(other)
            ));
        }
    };
    let mut result: Vec<Value> = Vec::new();
    for val in input {
        let text = val.to_string();
        let out = if text == "*" {
            val
        } else {
            match ip_addr(&text) {
                Some(IpAddr::V6(v6)) => Value::str(format!("[{}]", ipv6_text(&v6))),
                Some(IpAddr::V4(_)) => val,
                None => {
                    return Err(format!(
                        "enclose_ipv6(): Wrong argument given {text} is not an ip address."
                    ));
                }
            }
        };
        if !result.iter().any(|r| r.ruby_eq(&out)) {
            result.push(out);
        }
    }
    Ok(Value::array(result))
}
