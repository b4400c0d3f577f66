//! hiera-eyaml's encrypted values, as its `eyaml_lookup_key` function
//! reads them (hiera-eyaml 3.3): a string holding `ENC[...]` tokens has
//! each token replaced by its plain text and one trailing newline taken
//! off; every other value is as YAML gave it. `ENC[PKCS7,...]` (and
//! `ENC[...]`, PKCS7 being the default scheme) is a base64 CMS
//! EnvelopedData: the content key RSA-encrypted (PKCS#1 v1.5) for the
//! level's `pkcs7_public_key` certificate, the content AES-CBC (256 bits
//! since hiera-eyaml 2; 128/192 and 3DES read too). Errors are
//! hiera-eyaml's own words, which Puppet wraps with the key and file.
//!
//! Pure data transformation: the key files' text comes from the caller.

use aes::cipher::{BlockDecryptMut, KeyIvInit, block_padding::Pkcs7};
use base64::Engine as _;
use cms::content_info::ContentInfo;
use cms::enveloped_data::{EnvelopedData, RecipientInfo};
use der::{Decode as _, asn1::OctetStringRef};
use rsa::pkcs1::DecodeRsaPrivateKey as _;
use rsa::pkcs8::DecodePrivateKey as _;

use crate::catalog::Value;

/// The options of a level reading hiera-eyaml files (`options:` in
/// hiera.yaml): where its PKCS7 keys are.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Options {
    pub private_key: Option<String>,
    pub public_key: Option<String>,
    pub private_key_env_var: Option<String>,
    pub public_key_env_var: Option<String>,
}

impl Options {
    /// The options from a level's `options` hash (`pkcs7_private_key`...).
    pub fn from_value(options: &Value) -> Options {
        let get = |key: &str| match options {
            Value::Hash(h) => h.get(&Value::str(key)).map(Value::to_string),
            _ => None,
        };
        Options {
            private_key: get("pkcs7_private_key"),
            public_key: get("pkcs7_public_key"),
            private_key_env_var: get("pkcs7_private_key_env_var"),
            public_key_env_var: get("pkcs7_public_key_env_var"),
        }
    }
}

/// How the key files are read (the caller's file access).
pub type ReadKey<'a> = &'a dyn Fn(&str) -> Result<String, String>;

/// Whether hiera-eyaml sees a string as holding encrypted values.
pub fn is_encrypted(text: &str) -> bool {
    text.find("ENC[")
        .is_some_and(|start| text[start..].contains(']'))
}

/// The string with each `ENC[...]` replaced by its plain text, less one
/// trailing newline; `Err` in hiera-eyaml's words.
pub fn decrypt_string(text: &str, options: &Options, read: ReadKey) -> Result<String, String> {
    let mut out = String::new();
    let mut rest = text;
    while let Some((before, scheme, cipher, after)) = next_token(rest) {
        out.push_str(before);
        out.push_str(&decrypt_token(scheme, &cipher, options, read)?);
        rest = after;
    }
    out.push_str(rest);
    if out.ends_with("\r\n") {
        out.truncate(out.len() - 2);
    } else if out.ends_with('\n') || out.ends_with('\r') {
        out.pop();
    }
    Ok(out)
}

/// A value of an eyaml file as `eyaml_lookup_key` gives it: strings
/// holding `ENC[...]` decrypted (hash keys are only interpolated, later),
/// and whether any was; errors as Puppet wraps hiera-eyaml's.
pub fn decrypt_value(
    value: &Value,
    options: &Options,
    key: &str,
    path: &str,
    read: ReadKey,
) -> Result<(Value, bool), String> {
    Ok(match value {
        Value::Str(text) if is_encrypted(text) => {
            let plain = decrypt_string(text, options, read).map_err(|e| {
                format!(
                    "hiera-eyaml backend error decrypting {text} when looking up {key} in {path}. Error was {e}"
                )
            })?;
            (Value::str(plain), true)
        }
        Value::Array(items) => {
            let mut secret = false;
            let mut out = Vec::with_capacity(items.len());
            for item in items.iter() {
                let (v, s) = decrypt_value(item, options, key, path, read)?;
                secret |= s;
                out.push(v);
            }
            (Value::array(out), secret)
        }
        Value::Hash(entries) => {
            let mut secret = false;
            let mut out = crate::catalog::Map::default();
            for (k, v) in entries.iter() {
                let (v, s) = decrypt_value(v, options, key, path, read)?;
                secret |= s;
                out.insert(k.clone(), v);
            }
            (Value::hash(out), secret)
        }
        other => (other.clone(), false),
    })
}

/// The next token as hiera-eyaml's backend parser finds it:
/// `ENC[` an optional `SCHEME,` then base64 (spaces and newlines allowed,
/// from block scalars) up to the first `]`. Returns the text before it,
/// the scheme, the cipher text without whitespace, and the text after.
fn next_token(text: &str) -> Option<(&str, &str, String, &str)> {
    let mut from = 0;
    while let Some(found) = text[from..].find("ENC[") {
        let start = from + found;
        let body = &text[start + 4..];
        let (scheme, cipher_at) = match body.find(',') {
            Some(comma)
                if comma > 0
                    && body[..comma]
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '_') =>
            {
                (&body[..comma], comma + 1)
            }
            _ => ("PKCS7", 0),
        };
        let cipher_text = &body[cipher_at..];
        let end = cipher_text.find(|c: char| {
            !(c.is_ascii_alphanumeric() || matches!(c, '+' | '/' | '=' | ' ' | '\n'))
        });
        match end {
            Some(end) if end > 0 && cipher_text[end..].starts_with(']') => {
                let cipher: String = cipher_text[..end]
                    .chars()
                    .filter(|c| !c.is_whitespace())
                    .collect();
                let after = &cipher_text[end + 1..];
                return Some((&text[..start], scheme, cipher, after));
            }
            _ => from = start + 4,
        }
    }
    None
}

fn decrypt_token(
    scheme: &str,
    cipher: &str,
    options: &Options,
    read: ReadKey,
) -> Result<String, String> {
    if !scheme.eq_ignore_ascii_case("PKCS7") {
        // hiera-eyaml loads a plugin per scheme (hiera-eyaml-gpg...).
        return Err(format!(
            "cannot load such file -- hiera/backend/eyaml/encryptors/{} (spaceship decrypts PKCS7 values only; the {scheme} scheme needs the hiera-eyaml-{} plugin)",
            scheme.to_lowercase(),
            scheme.to_lowercase()
        ));
    }
    // hiera-eyaml checks that both keys are named, then reads the
    // private key, then the public one.
    for (path, env_var, option) in [
        (
            &options.public_key,
            &options.public_key_env_var,
            "pkcs7_public_key",
        ),
        (
            &options.private_key,
            &options.private_key_env_var,
            "pkcs7_private_key",
        ),
    ] {
        if path.is_none() && env_var.is_none() {
            return Err(format!("{option} is not defined"));
        }
    }
    let private = key_text(&options.private_key, &options.private_key_env_var, read)?;
    let key = rsa::RsaPrivateKey::from_pkcs1_pem(&private)
        .or_else(|_| rsa::RsaPrivateKey::from_pkcs8_pem(&private))
        .map_err(|_| "Neither PUB key nor PRIV key: unsupported".to_string())?;
    let public = key_text(&options.public_key, &options.public_key_env_var, read)?;
    if !public.contains("-----BEGIN CERTIFICATE-----") {
        return Err("PEM_read_bio_X509: no start line".into());
    }
    // Ruby's Base64.decode64 skips what is not base64.
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(cipher.trim_end_matches('=').to_string() + padding(cipher))
        .map_err(|_| "Could not parse the PKCS7: no start line".to_string())?;
    let plain = open_envelope(&bytes, &key)?;
    String::from_utf8(plain).map_err(|_| "invalid byte sequence in UTF-8".into())
}

/// The `=` padding a base64 text of this length needs.
fn padding(cipher: &str) -> &'static str {
    match cipher.trim_end_matches('=').len() % 4 {
        2 => "==",
        3 => "=",
        _ => "",
    }
}

/// A key's PEM text: from the file the option names, else from the
/// environment variable the other option names.
fn key_text(
    path: &Option<String>,
    env_var: &Option<String>,
    read: ReadKey,
) -> Result<String, String> {
    match (path, env_var.as_ref().and_then(|v| std::env::var(v).ok())) {
        (Some(path), _) => read(path),
        (None, Some(text)) => Ok(text),
        // Ruby's File.read(nil).
        (None, None) => Err("no implicit conversion of nil into String".into()),
    }
}

/// Decrypts CMS EnvelopedData with an RSA key (key transport).
fn open_envelope(der: &[u8], key: &rsa::RsaPrivateKey) -> Result<Vec<u8>, String> {
    const NOT_PKCS7: &str = "Could not parse the PKCS7: no start line";
    let info = ContentInfo::from_der(der).map_err(|_| NOT_PKCS7.to_string())?;
    // id-envelopedData
    if info.content_type.to_string() != "1.2.840.113549.1.7.3" {
        return Err("wrong content type".into());
    }
    let envelope: EnvelopedData = info
        .content
        .decode_as()
        .map_err(|_| NOT_PKCS7.to_string())?;
    let content_key = envelope
        .recip_infos
        .0
        .iter()
        .filter_map(|r| match r {
            RecipientInfo::Ktri(k) => Some(k.enc_key.as_bytes()),
            _ => None,
        })
        .find_map(|encrypted| key.decrypt(rsa::Pkcs1v15Encrypt, encrypted).ok())
        .ok_or_else(|| "bad decrypt".to_string())?;
    let content = &envelope.encrypted_content;
    let iv = content
        .content_enc_alg
        .parameters
        .as_ref()
        .and_then(|p| p.decode_as::<OctetStringRef>().ok())
        .map(|o| o.as_bytes().to_vec())
        .ok_or_else(|| "bad decrypt".to_string())?;
    let data = content
        .encrypted_content
        .as_ref()
        .map(|o| o.as_bytes())
        .unwrap_or_default();
    let oid = content.content_enc_alg.oid.to_string();
    let bad = |_| "bad decrypt".to_string();
    match oid.as_str() {
        "2.16.840.1.101.3.4.1.2" => {
            cbc::Decryptor::<aes::Aes128>::new_from_slices(&content_key, &iv)
                .map_err(|_| "bad decrypt".to_string())?
                .decrypt_padded_vec_mut::<Pkcs7>(data)
                .map_err(bad)
        }
        "2.16.840.1.101.3.4.1.22" => {
            cbc::Decryptor::<aes::Aes192>::new_from_slices(&content_key, &iv)
                .map_err(|_| "bad decrypt".to_string())?
                .decrypt_padded_vec_mut::<Pkcs7>(data)
                .map_err(bad)
        }
        "2.16.840.1.101.3.4.1.42" => {
            cbc::Decryptor::<aes::Aes256>::new_from_slices(&content_key, &iv)
                .map_err(|_| "bad decrypt".to_string())?
                .decrypt_padded_vec_mut::<Pkcs7>(data)
                .map_err(bad)
        }
        "1.2.840.113549.3.7" => cbc::Decryptor::<des::TdesEde3>::new_from_slices(&content_key, &iv)
            .map_err(|_| "bad decrypt".to_string())?
            .decrypt_padded_vec_mut::<Pkcs7>(data)
            .map_err(bad),
        other => Err(format!("unsupported cipher {other}")),
    }
}

/// Ruby's words for why a key file cannot be read (`None`: it is not
/// there). A relative path is from the working directory, as for
/// hiera-eyaml.
pub(super) fn key_unreadable(path: &str, error: Option<&std::io::Error>) -> String {
    match error.map(std::io::Error::kind) {
        None | Some(std::io::ErrorKind::NotFound) => {
            format!("No such file or directory @ rb_sysopen - {path}")
        }
        Some(std::io::ErrorKind::PermissionDenied) => {
            format!("Permission denied @ rb_sysopen - {path}")
        }
        Some(_) => format!("{} @ rb_sysopen - {path}", error.expect("matched Some")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys() -> Options {
        let root = env!("CARGO_MANIFEST_DIR");
        Options {
            private_key: Some(format!(
                "{root}/tests/data/eyaml/keys/private_key.pkcs7.pem"
            )),
            public_key: Some(format!("{root}/tests/data/eyaml/keys/public_key.pkcs7.pem")),
            ..Options::default()
        }
    }

    fn read(path: &str) -> Result<String, String> {
        std::fs::read_to_string(path).map_err(|e| e.to_string())
    }

    #[test]
    fn tokens_are_found_as_hiera_eyaml_finds_them() {
        let (before, scheme, cipher, after) = next_token("a ENC[PKCS7,QUJD\n RA==] b").unwrap();
        assert_eq!(
            (before, scheme, cipher.as_str(), after),
            ("a ", "PKCS7", "QUJDRA==", " b")
        );
        let (_, scheme, cipher, _) = next_token("ENC[QUJD]").unwrap();
        assert_eq!((scheme, cipher.as_str()), ("PKCS7", "QUJD"));
        assert!(next_token("ENC[not base64!]").is_none());
        assert!(!is_encrypted("plain"));
    }

    #[test]
    fn another_scheme_is_a_clear_error() {
        let error = decrypt_string("ENC[GPG,QUJD]", &keys(), &read).unwrap_err();
        assert!(error.contains("hiera-eyaml-gpg plugin"), "{error}");
    }

    #[test]
    fn without_the_key_options_hiera_eyaml_says_which() {
        let error = decrypt_string("ENC[PKCS7,QUJD]", &Options::default(), &read).unwrap_err();
        assert_eq!(error, "pkcs7_public_key is not defined");
    }
}
