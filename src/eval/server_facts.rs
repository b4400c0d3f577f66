//! The facts the compiling machine adds about itself (`$server_facts`,
//! `$servername`, `$serverip`...), found once per process.
//!
//! Puppet takes them from Facter on the server: its name, and the
//! addresses its default routes leave from. Connecting a UDP socket sends
//! nothing; it only asks the kernel which source address it would use.

use std::net::UdpSocket;
use std::sync::OnceLock;

/// `(name, value)` pairs in Puppet's order; a fact that cannot be found is
/// left out, as Puppet leaves out an unknown one.
pub(super) fn server_facts() -> &'static [(&'static str, String)] {
    static FACTS: OnceLock<Vec<(&'static str, String)>> = OnceLock::new();
    FACTS.get_or_init(|| {
        let mut facts = vec![("serverversion", "7.23.0".to_string())];
        let optional = [
            ("servername", server_name()),
            ("serverip", source_address("0.0.0.0:0", "198.51.100.1:9")),
            ("serverip6", source_address("[::]:0", "[2001:db8::1]:9")),
        ];
        facts.extend(optional.into_iter().filter_map(|(k, v)| Some((k, v?))));
        facts.push(("environment", "production".to_string()));
        facts
    })
}

/// The host name, with the domain when the kernel knows one (Facter's fqdn).
fn server_name() -> Option<String> {
    let read = |path: &str| {
        std::fs::read_to_string(path)
            .ok()
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty() && s != "(none)")
    };
    let host = read("/proc/sys/kernel/hostname").or_else(|| read("/etc/hostname"))?;
    Some(match read("/proc/sys/kernel/domainname") {
        Some(domain) if !host.contains('.') => format!("{host}.{domain}"),
        _ => host,
    })
}

/// The local address a datagram to `remote` would leave from.
fn source_address(local: &str, remote: &str) -> Option<String> {
    let socket = UdpSocket::bind(local).ok()?;
    socket.connect(remote).ok()?;
    Some(socket.local_addr().ok()?.ip().to_string())
}
