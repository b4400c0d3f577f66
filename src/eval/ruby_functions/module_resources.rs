//! Module functions that need the compiler: inifile's
//! `inifile::create_ini_settings` (declares `ini_setting` resources) and
//! postgresql's `postgresql::postgresql_password` (reads the module's
//! default hash algorithm through `postgresql::default`).

use super::Ctx;
use super::module_specific::{base64, sensitive_if};
use super::strings::hex;
use crate::catalog::{Map, Value};
use crate::eval::builtins::ruby_to_s;
use crate::eval::{Compiler, Eval};
use md5::Digest;

impl Compiler {
    /// `inifile::create_ini_settings(settings, defaults)`.
    pub(super) fn create_ini_settings(&mut self, args: &[Value], ctx: &Ctx) -> Eval<Value> {
        let settings = match args.first() {
            Some(Value::Hash(h)) => h.clone(),
            _ => return Ok(Value::Undef),
        };
        let defaults = match args.get(1) {
            Some(Value::Hash(h)) => h.as_ref().clone(),
            _ => Map::default(),
        };
        let mut resources = Map::default();
        for (section, values) in settings.iter() {
            let Value::Hash(values) = values else {
                let message = format!(
                    "create_ini_settings(): Section {} must contain a Hash",
                    ruby_to_s(section)
                );
                return Err(self.fail(ctx, message));
            };
            // Ruby's `defaults.merge(settings)['path']`.
            let path = settings
                .get(&Value::str("path"))
                .or_else(|| defaults.get(&Value::str("path")))
                .filter(|v| !v.is_undef())
                .cloned();
            let Some(path) = path else {
                let message = "create_ini_settings(): must pass the path parameter to the Ini_setting resource!";
                return Err(self.fail(ctx, message));
            };
            for (setting, value) in values.iter() {
                let title = format!(
                    "{} [{}] {}",
                    ruby_to_s(&path),
                    ruby_to_s(section),
                    ruby_to_s(setting)
                );
                let mut attrs = Map::default();
                attrs.insert(Value::str("ensure"), Value::str("present"));
                attrs.insert(Value::str("section"), section.clone());
                attrs.insert(Value::str("setting"), setting.clone());
                match value {
                    Value::Hash(h) => attrs.extend(h.iter().map(|(k, v)| (k.clone(), v.clone()))),
                    other => {
                        attrs.insert(Value::str("value"), other.clone());
                    }
                }
                resources.insert(Value::str(title), Value::hash(attrs));
            }
        }
        let call = vec![
            Value::str("ini_setting"),
            Value::hash(resources),
            Value::hash(defaults),
        ];
        // A 4.x function's `call_function` runs in its closure scope,
        // which for a module's Ruby function is the global scope: the
        // settings are contained by Class[main], without the caller's tags.
        let global = Ctx {
            lambda: ctx.lambda,
            scope: 0,
            span: ctx.span,
            site: ctx.site,
        };
        self.call_by_name("create_resources", call, &global)
    }

    /// `postgresql::postgresql_password(user, password, sensitive, hash,
    /// salt)`: `md5` + MD5(password user), or SCRAM-SHA-256 as
    /// PostgreSQL stores it; a password already hashed is kept.
    pub(super) fn postgresql_password(&mut self, args: &[Value], ctx: &Ctx) -> Eval<Value> {
        let username = args.first().map(ruby_to_s).unwrap_or_default();
        let password = match args.get(1) {
            Some(Value::Sensitive(inner)) => inner.as_ref().clone(),
            Some(other) => other.clone(),
            None => Value::Undef,
        };
        let hash = match args.get(3) {
            Some(v) if !v.is_undef() => v.clone(),
            _ => self.call_by_name(
                "postgresql::default",
                vec![Value::str("password_encryption")],
                ctx,
            )?,
        };
        if let Value::Str(p) = &password {
            let md5_hash = p.len() == 35
                && p.starts_with("md5")
                && p[3..]
                    .bytes()
                    .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
            if md5_hash || p.starts_with("SCRAM-SHA-256$") {
                return Ok(sensitive_if(args.get(2), password.clone()));
            }
        }
        let password = ruby_to_s(&password);
        let pass = match &hash {
            Value::Undef => md5_password(&password, &username),
            Value::Str(h) if h.as_ref() == "md5" => md5_password(&password, &username),
            Value::Str(h) if h.as_ref() == "scram-sha-256" => {
                let salt = match args.get(4) {
                    Some(v) if !v.is_undef() => ruby_to_s(v),
                    _ => username,
                };
                scram_sha256(&password, &salt)
            }
            other => {
                let message = format!(
                    "postgresql::postgresql_password(): got unkown hash type '{}'",
                    ruby_to_s(other)
                );
                return Err(self.fail(ctx, message));
            }
        };
        Ok(sensitive_if(args.get(2), Value::str(pass)))
    }
}

fn md5_password(password: &str, username: &str) -> String {
    format!(
        "md5{}",
        hex(&md5::Md5::digest(
            format!("{password}{username}").as_bytes()
        ))
    )
}

fn hmac_sha256(key: &[u8], message: &[u8]) -> Vec<u8> {
    let mut block = [0u8; 64];
    if key.len() > 64 {
        block[..32].copy_from_slice(&sha2::Sha256::digest(key));
    } else {
        block[..key.len()].copy_from_slice(key);
    }
    let mut inner = sha2::Sha256::new();
    inner.update(block.map(|b| b ^ 0x36));
    inner.update(message);
    let mut outer = sha2::Sha256::new();
    outer.update(block.map(|b| b ^ 0x5c));
    outer.update(inner.finalize());
    outer.finalize().to_vec()
}

/// PBKDF2-HMAC-SHA256, one 32-byte block.
fn pbkdf2_sha256(password: &[u8], salt: &[u8], iterations: u32) -> Vec<u8> {
    let mut first = salt.to_vec();
    first.extend_from_slice(&1u32.to_be_bytes());
    let mut u = hmac_sha256(password, &first);
    let mut out = u.clone();
    for _ in 1..iterations {
        u = hmac_sha256(password, &u);
        out.iter_mut().zip(&u).for_each(|(o, x)| *o ^= x);
    }
    out
}

fn scram_sha256(password: &str, salt: &str) -> String {
    let digest = pbkdf2_sha256(password.as_bytes(), salt.as_bytes(), 4096);
    let client = sha2::Sha256::digest(hmac_sha256(&digest, b"Client Key"));
    let server = hmac_sha256(&digest, b"Server Key");
    format!(
        "SCRAM-SHA-256$4096:{}${}:{}",
        base64(salt.as_bytes()),
        base64(&client),
        base64(&server)
    )
}
