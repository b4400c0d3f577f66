//! PuppetDB's command API: `replace catalog` (v9) with the compiled
//! catalog, as Puppet's terminus sends it after a compile, `replace
//! facts` (v5) with a node's facts, and
//! `deactivate node` (v3). Each command waits for PuppetDB to process it
//! (`secondsToWaitForCompletion`), so that the next compile's queries see
//! it, as they do once Puppet's asynchronous command is processed.

use serde_json::json;
use sha1::Digest as _;

use super::{HttpError, PuppetDb};
use crate::catalog::Catalog;
use crate::store::StoreError;
use crate::store::wire::{Envelope, replace_catalog_payload};
use crate::syntax::SourceMap;

/// How long PuppetDB may take to process a command before answering.
pub const WAIT_SECONDS: u32 = 10;

impl PuppetDb {
    /// Sends `node`'s compiled catalog with `replace catalog`, and waits
    /// until PuppetDB has stored it. A catalog Puppet's terminus would
    /// refuse (a relationship to a resource it lacks) is not sent.
    pub fn submit_catalog(
        &self,
        node: &str,
        catalog: &Catalog,
        sources: &SourceMap,
    ) -> Result<(), StoreError> {
        let envelope = Envelope {
            producer_timestamp: wire_time(std::time::SystemTime::now()),
            producer: producer(),
            catalog_uuid: random_uuid(),
            transaction_uuid: None,
            job_id: None,
            code_id: None,
            version: unix_now().to_string(),
        };
        let payload = replace_catalog_payload(node, catalog, sources, &envelope).map_err(|e| {
            StoreError(format!(
                "the catalog of {node} was not sent to PuppetDB: {e}"
            ))
        })?;
        self.command(
            "replace catalog",
            9,
            node,
            &envelope.producer_timestamp,
            &payload,
        )
    }

    /// Sends `node`'s facts with `replace facts` (v5), as Puppet server
    /// does when an agent checks in, and waits until PuppetDB stored them.
    pub fn submit_facts(
        &self,
        node: &str,
        environment: &str,
        facts: &serde_json::Value,
    ) -> Result<(), StoreError> {
        let stamp = wire_time(std::time::SystemTime::now());
        let payload = json!({
            "certname": node,
            "environment": environment,
            "producer_timestamp": stamp,
            "producer": producer(),
            "values": facts,
        });
        self.command("replace facts", 5, node, &stamp, &payload)
    }

    /// Deactivates `node` (its exports are no longer collected, until it
    /// sends a new catalog).
    pub fn deactivate(&self, node: &str) -> Result<(), StoreError> {
        let stamp = wire_time(std::time::SystemTime::now());
        let payload = json!({"certname": node, "producer_timestamp": stamp});
        self.command("deactivate node", 3, node, &stamp, &payload)
    }

    /// Posts a command and waits for its processing.
    fn command(
        &self,
        name: &str,
        version: u32,
        node: &str,
        stamp: &str,
        payload: &serde_json::Value,
    ) -> Result<(), StoreError> {
        let doing = format!("take the {name} command of {node}");
        // Puppet's checksum covers the command's name, version, node and
        // payload together.
        let whole =
            json!({"command": name, "version": version, "certname": node, "payload": payload});
        let checksum = hex(&sha1::Sha1::digest(whole.to_string().as_bytes()));
        let command = name.replace(' ', "_");
        let (version, wait) = (version.to_string(), WAIT_SECONDS.to_string());
        let params = [
            ("checksum", checksum.as_str()),
            ("version", version.as_str()),
            ("certname", node),
            ("command", command.as_str()),
            ("producer-timestamp", stamp),
            ("secondsToWaitForCompletion", wait.as_str()),
        ];
        let body = self
            .post("/pdb/cmd/v1", &params, &payload.to_string())
            .map_err(|e| match e {
                HttpError::Refused(503, body) if body.contains("timed_out") => StoreError(format!(
                    "PuppetDB at {} took the {name} command of {node} but did not process it within {WAIT_SECONDS} s; it will be applied whole or not at all: check PuppetDB's queue and log (/var/log/puppetdb/)",
                    self.base
                )),
                e => self.failure(&doing, e),
            })?;
        let answer: serde_json::Value = serde_json::from_str(&body).unwrap_or_default();
        if answer.get("processed").and_then(|p| p.as_bool()) == Some(false)
            || answer.get("error").is_some()
        {
            return Err(StoreError(format!(
                "PuppetDB at {} did not store the {name} command of {node}: {body}",
                self.base
            )));
        }
        Ok(())
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The machine that compiled the catalog, as Puppet names its producer.
fn producer() -> String {
    std::fs::read_to_string("/etc/hostname")
        .ok()
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "localhost".to_string())
}

fn unix_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// A random (version 4) UUID, as Puppet gives each catalog.
fn random_uuid() -> String {
    use std::io::Read as _;
    let mut bytes = [0u8; 16];
    let read = std::fs::File::open("/dev/urandom").and_then(|mut f| f.read_exact(&mut bytes));
    if read.is_err() {
        // No random device: the clock and process, hashed twice.
        use std::hash::{BuildHasher as _, Hasher as _};
        for half in bytes.chunks_mut(8) {
            let mut h = std::collections::hash_map::RandomState::new().build_hasher();
            h.write_u128(
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos()),
            );
            h.write_u32(std::process::id());
            half.copy_from_slice(&h.finish().to_le_bytes());
        }
    }
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    let h = hex(&bytes);
    format!(
        "{}-{}-{}-{}-{}",
        &h[0..8],
        &h[8..12],
        &h[12..16],
        &h[16..20],
        &h[20..32]
    )
}

/// A time as PuppetDB's wire format writes it: ISO 8601, UTC,
/// milliseconds (`2024-01-02T03:04:05.678Z`).
pub fn wire_time(time: std::time::SystemTime) -> String {
    let since = time
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    let secs = since.as_secs() as i64;
    let (days, rest) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    let (year, month, day) = civil_from_days(days);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:03}Z",
        rest / 3600,
        rest / 60 % 60,
        rest % 60,
        since.subsec_millis()
    )
}

/// Days since 1970-01-01 of a Gregorian date (Howard Hinnant's method).
pub fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let yoe = year - era * 400;
    let doy = (153 * (month + if month > 2 { -3 } else { 9 }) + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The Gregorian date of a count of days since 1970-01-01.
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(month <= 2), month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wire_times_are_utc_with_milliseconds() {
        let t = std::time::UNIX_EPOCH + std::time::Duration::from_millis(1_704_164_645_678);
        assert_eq!(wire_time(t), "2024-01-02T03:04:05.678Z");
        assert_eq!(days_from_civil(2024, 1, 2), 19_724);
        assert_eq!(civil_from_days(19_724), (2024, 1, 2));
    }

    #[test]
    fn uuids_are_random_version_4() {
        let (a, b) = (random_uuid(), random_uuid());
        assert_ne!(a, b);
        assert_eq!(a.len(), 36);
        assert_eq!(&a[14..15], "4");
    }
}
