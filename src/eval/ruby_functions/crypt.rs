//! stdlib's `pw_hash(password, type, salt)`: the system `crypt(3)`
//! hashes Ruby's `String#crypt` gives on Linux, computed here: MD5-crypt
//! (`$1$`) and SHA-crypt (`$5$`, `$6$`, 5000 rounds). bcrypt is not done.
//! Also the salted hashes `str2saltedpbkdf2` (PBKDF2-HMAC-SHA512) and
//! `str2saltedsha512` (a random salt, as Ruby's).

use md5::Digest;

use crate::catalog::Value;

const ITOA64: &[u8] = b"./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// `pw_hash`, if `name` is it.
pub(super) fn call(name: &str, args: &[Value]) -> Option<Result<Value, String>> {
    (name == "pw_hash").then(|| pw_hash(args))
}

fn pw_hash(args: &[Value]) -> Result<Value, String> {
    if args.len() != 3 {
        return Err(format!(
            "pw_hash(): wrong number of arguments ({} for 3)",
            args.len()
        ));
    }
    let plain = |v: &Value| match v {
        Value::Sensitive(inner) => inner.as_ref().clone(),
        other => other.clone(),
    };
    let (password, kind, salt) = (plain(&args[0]), plain(&args[1]), plain(&args[2]));
    let password = match password {
        Value::Str(s) => s.to_string(),
        Value::Undef => String::new(),
        _ => return Err("pw_hash(): first argument must be a string".into()),
    };
    let Value::Str(kind) = kind else {
        return Err("pw_hash(): second argument must be a string".into());
    };
    let prefix = match kind.to_lowercase().as_str() {
        "md5" => "1",
        "sha-256" => "5",
        "sha-512" => "6",
        "bcrypt" | "bcrypt-a" | "bcrypt-x" | "bcrypt-y" => {
            return Err("pw_hash(): spaceship does not compute bcrypt hashes".into());
        }
        _ => return Err(format!("pw_hash(): {kind} is not a valid hash type")),
    };
    let Value::Str(salt) = salt else {
        return Err("pw_hash(): third argument must be a string".into());
    };
    if salt.is_empty() {
        return Err("pw_hash(): third argument must not be empty".into());
    }
    if !salt
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'/')
    {
        return Err("pw_hash(): characters in salt must be in the set [a-zA-Z0-9./]".into());
    }
    if password.is_empty() {
        return Ok(Value::Undef);
    }
    let (p, s) = (password.as_bytes(), salt.as_bytes());
    Ok(Value::str(match prefix {
        "1" => md5_crypt(p, &s[..s.len().min(8)]),
        "5" => sha_crypt::<sha2::Sha256>(p, &s[..s.len().min(16)], "5"),
        _ => sha_crypt::<sha2::Sha512>(p, &s[..s.len().min(16)], "6"),
    }))
}

/// Three bytes as four (or `n`) crypt base-64 characters, low bits first.
fn b64_from_24bit(b2: u8, b1: u8, b0: u8, n: usize, out: &mut String) {
    let mut w = (u32::from(b2) << 16) | (u32::from(b1) << 8) | u32::from(b0);
    for _ in 0..n {
        out.push(ITOA64[(w & 0x3f) as usize] as char);
        w >>= 6;
    }
}

/// `bytes` repeated to `len` bytes.
fn repeated(bytes: &[u8], len: usize) -> Vec<u8> {
    bytes.iter().copied().cycle().take(len).collect()
}

fn sha_crypt<D: Digest>(p: &[u8], s: &[u8], id: &str) -> String {
    let size = <D as Digest>::output_size();
    let digest = |parts: &[&[u8]]| {
        let mut d = D::new();
        for part in parts {
            d.update(part);
        }
        d.finalize().to_vec()
    };
    let b = digest(&[p, s, p]);
    let mut a = D::new();
    a.update(p);
    a.update(s);
    a.update(repeated(&b, p.len()));
    let mut n = p.len();
    while n > 0 {
        if n & 1 == 1 {
            a.update(&b);
        } else {
            a.update(p);
        }
        n >>= 1;
    }
    let a = a.finalize().to_vec();
    let dp = digest(&vec![p; p.len()]);
    let p2 = repeated(&dp, p.len());
    let ds = digest(&vec![s; 16 + usize::from(a[0])]);
    let s2 = repeated(&ds, s.len());
    let mut c = a;
    for i in 0..5000 {
        let mut d = D::new();
        if i % 2 == 1 {
            d.update(&p2);
        } else {
            d.update(&c);
        }
        if i % 3 != 0 {
            d.update(&s2);
        }
        if i % 7 != 0 {
            d.update(&p2);
        }
        if i % 2 == 1 {
            d.update(&c);
        } else {
            d.update(&p2);
        }
        c = d.finalize().to_vec();
    }
    let mut out = format!("${id}${}$", String::from_utf8_lossy(s));
    if size == 64 {
        // glibc's order of the SHA-512 digest's bytes.
        for k in 0..21 {
            let i = [
                0, 22, 44, 3, 25, 47, 6, 28, 50, 9, 31, 53, 12, 34, 56, 15, 37, 59, 18, 40, 62,
            ][k];
            let j = (i + 21) % 63;
            let l = (j + 21) % 63;
            b64_from_24bit(c[i], c[j], c[l], 4, &mut out);
        }
        b64_from_24bit(0, 0, c[63], 2, &mut out);
    } else {
        for k in 0..10 {
            let i = [0, 21, 12, 3, 24, 15, 6, 27, 18, 9][k];
            let j = (i + 10) % 30;
            let l = (j + 10) % 30;
            b64_from_24bit(c[i], c[j], c[l], 4, &mut out);
        }
        b64_from_24bit(0, c[31], c[30], 3, &mut out);
    }
    out
}

fn md5_crypt(p: &[u8], s: &[u8]) -> String {
    let alt = md5::Md5::new()
        .chain_update(p)
        .chain_update(s)
        .chain_update(p)
        .finalize();
    let mut ctx = md5::Md5::new();
    ctx.update(p);
    ctx.update(b"$1$");
    ctx.update(s);
    ctx.update(repeated(&alt, p.len()));
    let mut n = p.len();
    while n > 0 {
        if n & 1 == 1 {
            ctx.update([0u8]);
        } else {
            ctx.update(&p[..1]);
        }
        n >>= 1;
    }
    let mut fin = ctx.finalize().to_vec();
    for i in 0..1000 {
        let mut d = md5::Md5::new();
        if i % 2 == 1 {
            d.update(p);
        } else {
            d.update(&fin);
        }
        if i % 3 != 0 {
            d.update(s);
        }
        if i % 7 != 0 {
            d.update(p);
        }
        if i % 2 == 1 {
            d.update(&fin);
        } else {
            d.update(p);
        }
        fin = d.finalize().to_vec();
    }
    let mut out = format!("$1${}$", String::from_utf8_lossy(s));
    for (i, j, k) in [(0, 6, 12), (1, 7, 13), (2, 8, 14), (3, 9, 15), (4, 10, 5)] {
        b64_from_24bit(fin[i], fin[j], fin[k], 4, &mut out);
    }
    b64_from_24bit(0, 0, fin[11], 2, &mut out);
    out
}

/// `str2saltedpbkdf2(password, salt, iterations)` and
/// `str2saltedsha512(password)`, if `name` is one of them.
pub(super) fn salted(name: &str, args: &[Value]) -> Option<Result<Value, String>> {
    Some(match name {
        "str2saltedpbkdf2" => str2saltedpbkdf2(args),
        "str2saltedsha512" => match args {
            [Value::Str(password)] => {
                // Ruby draws the 4-byte salt from its unseeded generator.
                let nanos = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map(|d| d.subsec_nanos() ^ d.as_secs() as u32)
                    .unwrap_or(0);
                let salt = (nanos % 0x7fff_ffff).to_le_bytes();
                let digest = sha2::Sha512::new()
                    .chain_update(salt)
                    .chain_update(password.as_bytes())
                    .finalize();
                let mut bytes = salt.to_vec();
                bytes.extend_from_slice(&digest);
                Ok(Value::str(super::strings::hex(&bytes)))
            }
            [other] => Err(format!(
                "str2saltedsha512(): Requires a String argument, you passed: {}",
                crate::eval::builtins::ruby_class(other)
            )),
            _ => Err(format!(
                "str2saltedsha512(): Wrong number of arguments passed ({} but we require 1)",
                args.len()
            )),
        },
        _ => return None,
    })
}

fn str2saltedpbkdf2(args: &[Value]) -> Result<Value, String> {
    if args.len() != 3 {
        return Err(format!(
            "str2saltedpbkdf2(): wrong number of arguments ({} for 3)",
            args.len()
        ));
    }
    let plain = |v: &Value| match v {
        Value::Sensitive(inner) => inner.as_ref().clone(),
        other => other.clone(),
    };
    let Value::Str(password) = plain(&args[0]) else {
        return Err("str2saltedpbkdf2(): first argument must be a string".into());
    };
    let Value::Str(salt) = plain(&args[1]) else {
        return Err("str2saltedpbkdf2(): second argument must be a string".into());
    };
    if salt.len() < 8 {
        return Err("str2saltedpbkdf2(): second argument must be at least 8 bytes long".into());
    }
    let Value::Int(iterations) = plain(&args[2]) else {
        return Err("str2saltedpbkdf2(): third argument must be an integer".into());
    };
    if !(40_001..70_000).contains(&iterations) {
        return Err("str2saltedpbkdf2(): third argument must be between 40,000 and 70,000".into());
    }
    let key = pbkdf2_sha512(password.as_bytes(), salt.as_bytes(), iterations as u32, 128);
    let mut out = crate::catalog::Map::default();
    out.insert(
        Value::str("password_hex"),
        Value::str(super::strings::hex(&key)),
    );
    out.insert(
        Value::str("salt_hex"),
        Value::str(super::strings::hex(salt.as_bytes())),
    );
    out.insert(Value::str("iterations"), Value::Int(iterations));
    Ok(Value::hash(out))
}

/// HMAC-SHA512 with the key's padded blocks absorbed once, for the
/// many rounds of PBKDF2.
struct HmacSha512 {
    inner: sha2::Sha512,
    outer: sha2::Sha512,
}

impl HmacSha512 {
    fn new(key: &[u8]) -> HmacSha512 {
        let mut block = [0u8; 128];
        if key.len() > 128 {
            block[..64].copy_from_slice(&sha2::Sha512::digest(key));
        } else {
            block[..key.len()].copy_from_slice(key);
        }
        HmacSha512 {
            inner: sha2::Sha512::new().chain_update(block.map(|b| b ^ 0x36)),
            outer: sha2::Sha512::new().chain_update(block.map(|b| b ^ 0x5c)),
        }
    }

    fn mac(&self, message: &[u8]) -> Vec<u8> {
        let inner = self.inner.clone().chain_update(message).finalize();
        self.outer.clone().chain_update(inner).finalize().to_vec()
    }
}

/// PBKDF2-HMAC-SHA512 of `len` bytes.
fn pbkdf2_sha512(password: &[u8], salt: &[u8], iterations: u32, len: usize) -> Vec<u8> {
    let hmac = HmacSha512::new(password);
    let mut out = Vec::with_capacity(len);
    let mut index = 1u32;
    while out.len() < len {
        let mut first = salt.to_vec();
        first.extend_from_slice(&index.to_be_bytes());
        let mut u = hmac.mac(&first);
        let mut t = u.clone();
        for _ in 1..iterations {
            u = hmac.mac(&u);
            t.iter_mut().zip(&u).for_each(|(o, x)| *o ^= x);
        }
        out.extend_from_slice(&t);
        index += 1;
    }
    out.truncate(len);
    out
}
