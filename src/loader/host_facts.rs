//! This machine's facts, gathered natively in facter's structure (the core
//! facts a Puppet agent sends: `os`, `kernel*`, `networking`, `processors`,
//! `memory`, `identity`, `timezone`, and the legacy flat facts modules
//! still read), for sessions and compiles given no `--facts`. Linux only;
//! elsewhere a fact that cannot be found is left out, as facter leaves it.

use crate::catalog::{Map, Value};

/// The facts of this machine, for a node called `node` (its name sets
/// `hostname`, `fqdn` and `networking`'s names, as `:node` expects).
pub fn gather(node: &str) -> Value {
    let mut facts = Map::default();
    let (host, domain) = match node.split_once('.') {
        Some((h, d)) => (h.to_string(), d.to_string()),
        None => (node.to_string(), String::new()),
    };
    let os = os_facts();
    let kernel = kernel_facts();
    let mut networking = Map::default();
    put(&mut networking, "hostname", Value::str(&host));
    if !domain.is_empty() {
        put(&mut networking, "domain", Value::str(&domain));
    }
    put(&mut networking, "fqdn", Value::str(node));
    let (ip, mac, primary) = primary_interface();
    if let Some(ip) = &ip {
        put(&mut networking, "ip", Value::str(ip));
    }
    if let Some(mac) = &mac {
        put(&mut networking, "mac", Value::str(mac));
    }
    if let Some(primary) = &primary {
        put(&mut networking, "primary", Value::str(primary));
    }
    let processors = processor_facts();
    let memory = memory_facts();
    // Legacy flat facts first-class modules still read.
    let legacy = [
        ("hostname", Some(Value::str(&host))),
        ("fqdn", Some(Value::str(node))),
        ("domain", (!domain.is_empty()).then(|| Value::str(&domain))),
        ("ipaddress", ip.as_deref().map(Value::str)),
        ("macaddress", mac.as_deref().map(Value::str)),
        ("osfamily", dig(&os, &["family"])),
        ("operatingsystem", dig(&os, &["name"])),
        ("operatingsystemrelease", dig(&os, &["release", "full"])),
        ("operatingsystemmajrelease", dig(&os, &["release", "major"])),
        ("architecture", dig(&os, &["architecture"])),
        ("hardwaremodel", dig(&os, &["hardware"])),
        ("processorcount", dig(&processors, &["count"])),
        ("memorysize", dig(&memory, &["system", "total"])),
    ];
    for (name, value) in kernel {
        put(&mut facts, name, value);
    }
    put(&mut facts, "os", os);
    put(&mut facts, "networking", Value::hash(networking));
    put(&mut facts, "processors", processors);
    put(&mut facts, "memory", memory);
    put(&mut facts, "identity", identity_facts());
    put(&mut facts, "timezone", Value::str(timezone()));
    for (name, value) in legacy {
        if let Some(v) = value {
            put(&mut facts, name, v);
        }
    }
    Value::hash(facts)
}

fn put(map: &mut Map<Value, Value>, key: &str, value: Value) {
    map.insert(Value::str(key), value);
}

fn dig(value: &Value, path: &[&str]) -> Option<Value> {
    let mut current = value.clone();
    for key in path {
        current = match &current {
            Value::Hash(h) => h.get(&Value::str(key))?.clone(),
            _ => return None,
        };
    }
    Some(current)
}

fn read(path: &str) -> Option<String> {
    std::fs::read_to_string(path).ok()
}

/// `os`: from /etc/os-release (and Debian's own version file, which
/// facter prefers for the full release).
fn os_facts() -> Value {
    let release = read("/etc/os-release").unwrap_or_default();
    let field = |key: &str| {
        release
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{key}=")))
            .map(|v| v.trim_matches('"').to_string())
    };
    let id = field("ID").unwrap_or_else(|| "linux".into());
    let (name, family) = match id.as_str() {
        "debian" => ("Debian", "Debian"),
        "ubuntu" => ("Ubuntu", "Debian"),
        "rhel" => ("RedHat", "RedHat"),
        "centos" => ("CentOS", "RedHat"),
        "rocky" => ("Rocky", "RedHat"),
        "almalinux" => ("AlmaLinux", "RedHat"),
        "fedora" => ("Fedora", "RedHat"),
        "sles" | "opensuse-leap" => ("SLES", "Suse"),
        "arch" => ("Archlinux", "Archlinux"),
        _ => ("Linux", "Linux"),
    };
    let full = match id.as_str() {
        "debian" => read("/etc/debian_version").map(|v| v.trim().to_string()),
        _ => None,
    }
    .or_else(|| field("VERSION_ID"))
    .unwrap_or_default();
    let mut parts = full.split('.');
    let mut version = Map::default();
    put(&mut version, "full", Value::str(&full));
    put(
        &mut version,
        "major",
        Value::str(parts.next().unwrap_or_default()),
    );
    if let Some(minor) = parts.next() {
        put(&mut version, "minor", Value::str(minor));
    }
    let version = Value::hash(version);
    let hardware = machine();
    let architecture = match (family, hardware.as_str()) {
        ("Debian", "x86_64") => "amd64".to_string(),
        ("Debian", "aarch64") => "arm64".to_string(),
        (_, other) => other.to_string(),
    };
    let mut distro = Map::default();
    if let Some(codename) = field("VERSION_CODENAME") {
        put(&mut distro, "codename", Value::str(codename));
    }
    if let Some(description) = field("PRETTY_NAME") {
        put(&mut distro, "description", Value::str(description));
    }
    put(&mut distro, "id", Value::str(name));
    put(&mut distro, "release", version.clone());
    let mut selinux = Map::default();
    put(
        &mut selinux,
        "enabled",
        Value::Bool(std::path::Path::new("/sys/fs/selinux/enforce").exists()),
    );
    let mut os = Map::default();
    put(&mut os, "architecture", Value::str(architecture));
    put(&mut os, "distro", Value::hash(distro));
    put(&mut os, "family", Value::str(family));
    put(&mut os, "hardware", Value::str(hardware));
    put(&mut os, "name", Value::str(name));
    put(&mut os, "release", version);
    put(&mut os, "selinux", Value::hash(selinux));
    Value::hash(os)
}

fn machine() -> String {
    uname()
        .map(|u| u.4)
        .unwrap_or_else(|| std::env::consts::ARCH.to_string())
}

/// (sysname, nodename, release, version, machine).
fn uname() -> Option<(String, String, String, String, String)> {
    // SAFETY: uname fills a struct we own; the fields are C strings.
    unsafe {
        let mut u: libc::utsname = std::mem::zeroed();
        if libc::uname(&mut u) != 0 {
            return None;
        }
        let text = |f: &[libc::c_char]| {
            std::ffi::CStr::from_ptr(f.as_ptr())
                .to_string_lossy()
                .into_owned()
        };
        Some((
            text(&u.sysname),
            text(&u.nodename),
            text(&u.release),
            text(&u.version),
            text(&u.machine),
        ))
    }
}

fn kernel_facts() -> Vec<(&'static str, Value)> {
    let Some((sysname, _, release, _, _)) = uname() else {
        return Vec::new();
    };
    // facter: the version is the release up to its first `-`.
    let version = release.split('-').next().unwrap_or_default().to_string();
    let major: Vec<&str> = version.split('.').take(2).collect();
    vec![
        ("kernel", Value::str(sysname)),
        ("kernelmajversion", Value::str(major.join("."))),
        ("kernelrelease", Value::str(&release)),
        ("kernelversion", Value::str(version)),
    ]
}

/// The address, MAC and name of the interface of the default route.
fn primary_interface() -> (Option<String>, Option<String>, Option<String>) {
    let routes = read("/proc/net/route").unwrap_or_default();
    let primary = routes
        .lines()
        .skip(1)
        .find(|l| l.split_whitespace().nth(1) == Some("00000000"))
        .and_then(|l| l.split_whitespace().next())
        .map(str::to_string);
    let Some(name) = primary else {
        return (None, None, None);
    };
    let mac = read(&format!("/sys/class/net/{name}/address")).map(|m| m.trim().to_string());
    (interface_ipv4(&name), mac, Some(name))
}

/// An interface's IPv4 address, asked of the kernel.
fn interface_ipv4(name: &str) -> Option<String> {
    // SAFETY: getifaddrs hands a list we walk and free; addresses are
    // read only for AF_INET entries, whose sockaddr is a sockaddr_in.
    unsafe {
        let mut list: *mut libc::ifaddrs = std::ptr::null_mut();
        if libc::getifaddrs(&mut list) != 0 {
            return None;
        }
        let mut found = None;
        let mut entry = list;
        while !entry.is_null() {
            let e = &*entry;
            let entry_name = std::ffi::CStr::from_ptr(e.ifa_name).to_string_lossy();
            if entry_name == name
                && !e.ifa_addr.is_null()
                && (*e.ifa_addr).sa_family as i32 == libc::AF_INET
            {
                let addr = &*(e.ifa_addr as *const libc::sockaddr_in);
                let ip = std::net::Ipv4Addr::from(u32::from_be(addr.sin_addr.s_addr));
                found = Some(ip.to_string());
                break;
            }
            entry = e.ifa_next;
        }
        libc::freeifaddrs(list);
        found
    }
}

fn processor_facts() -> Value {
    let cpuinfo = read("/proc/cpuinfo").unwrap_or_default();
    let models: Vec<Value> = cpuinfo
        .lines()
        .filter_map(|l| l.strip_prefix("model name"))
        .filter_map(|l| l.split_once(':'))
        .map(|(_, m)| Value::str(m.trim()))
        .collect();
    let count = std::thread::available_parallelism().map_or(models.len().max(1), |n| n.get());
    let mut physical: Vec<&str> = cpuinfo
        .lines()
        .filter_map(|l| l.strip_prefix("physical id"))
        .collect();
    physical.sort();
    physical.dedup();
    let mut processors = Map::default();
    put(&mut processors, "count", Value::Int(count as i64));
    put(&mut processors, "models", Value::array(models));
    put(
        &mut processors,
        "physicalcount",
        Value::Int(physical.len().max(1) as i64),
    );
    put(&mut processors, "isa", Value::str(machine()));
    Value::hash(processors)
}

fn memory_facts() -> Value {
    let meminfo = read("/proc/meminfo").unwrap_or_default();
    let kib = |key: &str| -> Option<i64> {
        meminfo
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{key}:")))
            .and_then(|v| v.split_whitespace().next()?.parse().ok())
    };
    let (Some(total), Some(available)) = (kib("MemTotal"), kib("MemAvailable")) else {
        return Value::hash(Map::default());
    };
    let (total, available) = (total * 1024, available * 1024);
    let used = total - available;
    let mut system = Map::default();
    put(&mut system, "available", Value::str(human(available)));
    put(&mut system, "available_bytes", Value::Int(available));
    put(
        &mut system,
        "capacity",
        Value::str(format!("{:.2}%", used as f64 * 100.0 / total as f64)),
    );
    put(&mut system, "total", Value::str(human(total)));
    put(&mut system, "total_bytes", Value::Int(total));
    put(&mut system, "used", Value::str(human(used)));
    put(&mut system, "used_bytes", Value::Int(used));
    let mut memory = Map::default();
    put(&mut memory, "system", Value::hash(system));
    Value::hash(memory)
}

/// facter's sizes: `23.54 GiB`.
fn human(bytes: i64) -> String {
    let units = ["bytes", "KiB", "MiB", "GiB", "TiB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit < units.len() - 1 {
        value /= 1024.0;
        unit += 1;
    }
    format!("{value:.2} {}", units[unit])
}

fn identity_facts() -> Value {
    // SAFETY: plain getters of this process's ids.
    let (uid, gid) = unsafe { (libc::getuid(), libc::getgid()) };
    let name_of = |file: &str, id: u32| {
        read(file)?.lines().find_map(|l| {
            let mut f = l.split(':');
            let name = f.next()?;
            (f.nth(1)? == id.to_string()).then(|| name.to_string())
        })
    };
    let mut identity = Map::default();
    put(&mut identity, "gid", Value::Int(gid.into()));
    if let Some(group) = name_of("/etc/group", gid) {
        put(&mut identity, "group", Value::str(group));
    }
    put(&mut identity, "privileged", Value::Bool(uid == 0));
    put(&mut identity, "uid", Value::Int(uid.into()));
    if let Some(user) = name_of("/etc/passwd", uid) {
        put(&mut identity, "user", Value::str(user));
    }
    Value::hash(identity)
}

fn timezone() -> String {
    // What `date +%Z` prints: the abbreviation of the local zone.
    // SAFETY: localtime_r (which reads the zone itself) fills a struct
    // we own.
    unsafe {
        let now = libc::time(std::ptr::null_mut());
        let mut tm: libc::tm = std::mem::zeroed();
        if libc::localtime_r(&now, &mut tm).is_null() || tm.tm_zone.is_null() {
            return "UTC".into();
        }
        std::ffi::CStr::from_ptr(tm.tm_zone)
            .to_string_lossy()
            .into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facts_have_facters_shape_and_the_node_names() {
        let facts = gather("web1.example.com");
        for path in [
            &["os", "family"][..],
            &["os", "release", "major"],
            &["kernel"],
            &["networking", "fqdn"],
            &["processors", "count"],
            &["identity", "uid"],
            &["timezone"],
        ] {
            assert!(dig(&facts, path).is_some(), "missing {path:?}");
        }
        assert_eq!(dig(&facts, &["hostname"]), Some(Value::str("web1")));
        assert_eq!(dig(&facts, &["domain"]), Some(Value::str("example.com")));
        assert_eq!(
            dig(&facts, &["networking", "fqdn"]),
            Some(Value::str("web1.example.com"))
        );
    }

    /// Where facter is installed, the facts that do not change from one
    /// run to the next agree with it.
    #[test]
    fn stable_facts_agree_with_facter_when_it_is_here() {
        let facts = gather("test");
        let Ok(out) = std::process::Command::new("facter")
            .args(["-j", "os", "kernel", "kernelrelease", "timezone"])
            .output()
        else {
            assert!(dig(&facts, &["os", "name"]).is_some());
            return;
        };
        let Ok(json) = serde_json::from_slice::<serde_json::Value>(&out.stdout) else {
            assert!(dig(&facts, &["os", "name"]).is_some());
            return;
        };
        let theirs = crate::catalog::json::json_to_value(&json);
        for path in [&["os"][..], &["kernel"], &["kernelrelease"], &["timezone"]] {
            assert_eq!(dig(&facts, path), dig(&theirs, path), "{path:?}");
        }
    }
}
