//! Ruby's `IPAddr`, as far as templates use it: `IPAddr.new(text)` with an
//! optional prefix or mask (the address is masked to its network, as Ruby
//! does), and the address's `to_i`, `to_s`, `ipv4?`, `ipv6?`, `prefix`
//! and `include?`. nginx's `geo.erb` sorts networks by
//! `IPAddr.new(k).to_i`.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use std::rc::Rc;

use super::value::{Opaque, RV};
use crate::catalog::Value;

/// The class name the value answers to.
pub const CLASS: &str = "IPAddr";

/// An address and the length of its network prefix.
struct Address {
    ip: IpAddr,
    prefix: u32,
}

impl Address {
    fn bits(&self) -> u32 {
        if self.ip.is_ipv4() { 32 } else { 128 }
    }

    fn to_u128(&self) -> u128 {
        match self.ip {
            IpAddr::V4(a) => u128::from(u32::from(a)),
            IpAddr::V6(a) => u128::from(a),
        }
    }

    fn mask(&self) -> u128 {
        let bits = self.bits();
        let all = if bits == 32 {
            u128::from(u32::MAX)
        } else {
            u128::MAX
        };
        if self.prefix == 0 {
            0
        } else {
            all & (all << (bits - self.prefix))
        }
    }
}

/// `IPAddr.new(text)`, or Ruby's error for an address it cannot read (in
/// the words of Ruby 3.1's ipaddr, which names no address when it cannot
/// read one, and the address as a number for a bad length or mask).
pub fn new(text: &str) -> Result<RV, String> {
    let (host, prefix) = match text.split_once('/') {
        Some((h, p)) => (h, Some(p)),
        None => (text, None),
    };
    let ip: IpAddr = host.parse().map_err(|_| "invalid address: ".to_string())?;
    let bits = if ip.is_ipv4() { 32 } else { 128 };
    let number = Address { ip, prefix: bits }.to_u128();
    let prefix = match prefix {
        None => bits,
        Some(p) if p.bytes().all(|b| b.is_ascii_digit()) && !p.is_empty() => p
            .parse::<u32>()
            .ok()
            .filter(|n| *n <= bits)
            .ok_or_else(|| format!("invalid length: {number}"))?,
        // A mask written as an address (`255.255.0.0`) must be contiguous.
        Some(p) => {
            let bad = || format!("invalid mask {p}: {number}");
            let mask: IpAddr = p.parse().map_err(|_| bad())?;
            let m = Address {
                ip: mask,
                prefix: 0,
            }
            .to_u128();
            let ones = m.count_ones();
            if mask.is_ipv4() != ip.is_ipv4()
                || m != (Address {
                    ip: mask,
                    prefix: ones,
                })
                .mask()
            {
                return Err(bad());
            }
            ones
        }
    };
    let mut address = Address { ip, prefix };
    let masked = address.to_u128() & address.mask();
    address.ip = if address.ip.is_ipv4() {
        IpAddr::V4(Ipv4Addr::from(masked as u32))
    } else {
        IpAddr::V6(Ipv6Addr::from(masked))
    };
    Ok(RV::Opaque(Rc::new(Opaque {
        class: CLASS.into(),
        text: address.ip.to_string(),
        inner: Value::str(format!("{}/{}", address.ip, address.prefix)),
    })))
}

fn address_of(o: &Opaque) -> Option<Address> {
    let Value::Str(s) = &o.inner else { return None };
    let (ip, prefix) = s.split_once('/')?;
    Some(Address {
        ip: ip.parse().ok()?,
        prefix: prefix.parse().ok()?,
    })
}

/// A method of an `IPAddr`; `None` when it has no such method here.
pub fn method(o: &Opaque, name: &str, args: &[RV]) -> Option<Result<RV, String>> {
    let a = address_of(o)?;
    Some(Ok(match name {
        "to_i" | "hash" => RV::Int(a.to_u128() as i128),
        "to_s" => RV::str(&o.text),
        "ipv4?" => RV::Bool(a.ip.is_ipv4()),
        "ipv6?" => RV::Bool(a.ip.is_ipv6()),
        "prefix" => RV::Int(i128::from(a.prefix)),
        "inspect" => {
            let family = if a.ip.is_ipv4() { "IPv4" } else { "IPv6" };
            let mask = Address {
                ip: a.ip,
                prefix: a.prefix,
            }
            .mask();
            let mask = if a.ip.is_ipv4() {
                Ipv4Addr::from(mask as u32).to_string()
            } else {
                Ipv6Addr::from(mask).to_string()
            };
            RV::str(format!("#<IPAddr: {family}:{}/{mask}>", a.ip))
        }
        "include?" | "===" => {
            let other = match args.first() {
                Some(RV::Opaque(x)) if x.class == CLASS => address_of(x)?,
                Some(RV::Str(s)) => match new(s) {
                    Ok(RV::Opaque(x)) => address_of(&x)?,
                    Ok(_) => return None,
                    Err(e) => return Some(Err(e)),
                },
                _ => return None,
            };
            RV::Bool(
                other.ip.is_ipv4() == a.ip.is_ipv4()
                    && other.to_u128() & a.mask() == a.to_u128() & a.mask(),
            )
        }
        _ => return None,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(text: &str, m: &str) -> String {
        match new(text) {
            Ok(RV::Opaque(o)) => match method(&o, m, &[]) {
                Some(Ok(v)) => v.to_s(),
                other => format!("{other:?}"),
            },
            other => format!("{other:?}"),
        }
    }

    #[test]
    fn networks_are_masked_and_numbered() {
        assert_eq!(shown("10.1.2.3/8", "to_s"), "10.0.0.0");
        assert_eq!(shown("10.0.0.0/8", "to_i"), "167772160");
        assert_eq!(shown("192.168.1.7/255.255.255.0", "to_s"), "192.168.1.0");
        assert_eq!(shown("2001:db8::1/32", "to_s"), "2001:db8::");
        assert_eq!(
            shown("10.0.0.0/8", "inspect"),
            "#<IPAddr: IPv4:10.0.0.0/255.0.0.0>"
        );
    }

    #[test]
    fn bad_addresses_are_ruby_errors() {
        assert!(matches!(new("10.0.0.300"), Err(m) if m == "invalid address: "));
        assert!(matches!(new("10.0.0.0/33"), Err(m) if m == "invalid length: 167772160"));
        assert!(
            matches!(new("10.0.0.0/255.0.255.0"), Err(m) if m == "invalid mask 255.0.255.0: 167772160")
        );
    }
}
