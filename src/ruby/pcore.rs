//! Values across the pipe as Puppet's rich data: the JSON that Puppet's
//! `ToDataConverter` (rich data on, no local references) writes and its
//! `FromDataConverter` reads. Plain JSON stays plain; what JSON cannot
//! say is an object tagged `__ptype` (its value under `__pvalue`):
//! `Sensitive`, `Default`, `Regexp`, `Type`, `Timestamp`, `Timespan`,
//! `Binary`, hashes with keys other than strings, `Deferred`.

use serde_json::{Map, Value as Json, json};

use crate::catalog::Value;
use crate::catalog::timeval::{
    base64_decode_strict, base64_encode, parse_timespan, parse_timestamp, timespan_text,
    timestamp_text,
};
use crate::catalog::value::ObjectKind;

const TYPE_KEY: &str = "__ptype";
const VALUE_KEY: &str = "__pvalue";

fn tagged(type_name: &str, value: Json) -> Json {
    json!({ TYPE_KEY: type_name, VALUE_KEY: value })
}

/// A Puppet value as Pcore JSON.
pub fn to_pcore(value: &Value) -> Json {
    match value {
        Value::Undef => Json::Null,
        Value::Default => json!({ TYPE_KEY: "Default" }),
        Value::Bool(b) => Json::Bool(*b),
        Value::Int(i) => json!(i),
        Value::Float(f) => serde_json::Number::from_f64(*f)
            .map(Json::Number)
            .unwrap_or(Json::Null),
        Value::Str(s) => Json::String(s.to_string()),
        Value::Regex(source) => tagged("Regexp", Json::String(source.to_string())),
        Value::Array(items) => Json::Array(items.iter().map(to_pcore).collect()),
        Value::Hash(map) => {
            let plain = map
                .keys()
                .all(|k| matches!(k, Value::Str(s) if &**s != TYPE_KEY));
            if plain {
                let mut object = Map::new();
                for (k, v) in map.iter() {
                    object.insert(k.as_str().unwrap_or_default().to_string(), to_pcore(v));
                }
                Json::Object(object)
            } else {
                let pairs = map
                    .iter()
                    .flat_map(|(k, v)| [to_pcore(k), to_pcore(v)])
                    .collect();
                tagged("Hash", Json::Array(pairs))
            }
        }
        Value::Type(t) => tagged("Type", Json::String(t.to_string())),
        Value::Sensitive(inner) => tagged("Sensitive", to_pcore(inner)),
        Value::Timestamp(n) => tagged("Timestamp", Json::String(timestamp_text(*n))),
        Value::Timespan(n) => tagged("Timespan", Json::String(timespan_text(*n))),
        Value::Object(kind, text) => tagged(kind.type_name(), Json::String(text.to_string())),
        Value::UserObject(o) => {
            let mut object = Map::new();
            object.insert(TYPE_KEY.into(), Json::String(o.ty.label().into()));
            for (k, v) in o.init_hash().iter() {
                object.insert(k.to_string(), to_pcore(v));
            }
            Json::Object(object)
        }
        Value::Binary(bytes) => tagged("Binary", Json::String(base64_encode(bytes))),
        // Pcore has no form for an iterator: Ruby is given what it produces.
        Value::Iterator(it) => Json::Array(it.items.iter().map(to_pcore).collect()),
        Value::Deferred(init) => {
            let mut object = Map::new();
            object.insert(TYPE_KEY.into(), Json::String("Deferred".into()));
            if let Value::Hash(map) = &**init {
                for (k, v) in map.iter() {
                    object.insert(k.to_string(), to_pcore(v));
                }
            }
            Json::Object(object)
        }
    }
}

/// Pcore JSON as a Puppet value; `parse_type` reads a type written as
/// Puppet writes it. `Err` names what Puppet's values cannot hold.
pub fn from_pcore(
    json: &Json,
    parse_type: &mut dyn FnMut(&str) -> Option<Value>,
) -> Result<Value, String> {
    Ok(match json {
        Json::Null => Value::Undef,
        Json::Bool(b) => Value::Bool(*b),
        Json::Number(n) => match n.as_i64() {
            Some(i) => Value::Int(i),
            None => Value::Float(n.as_f64().unwrap_or(0.0)),
        },
        Json::String(s) => Value::str(s),
        Json::Array(items) => Value::array(
            items
                .iter()
                .map(|i| from_pcore(i, parse_type))
                .collect::<Result<_, _>>()?,
        ),
        Json::Object(object) => match object.get(TYPE_KEY) {
            None => {
                let mut map = crate::catalog::Map::default();
                for (k, v) in object {
                    map.insert(Value::str(k), from_pcore(v, parse_type)?);
                }
                Value::hash(map)
            }
            Some(Json::String(type_name)) => tagged_value(type_name, object, parse_type)?,
            Some(other) => return Err(format!("a value of an unnamed type ({other}) from Ruby")),
        },
    })
}

fn tagged_value(
    type_name: &str,
    object: &Map<String, Json>,
    parse_type: &mut dyn FnMut(&str) -> Option<Value>,
) -> Result<Value, String> {
    let payload = object.get(VALUE_KEY).unwrap_or(&Json::Null);
    let text = || payload.as_str().unwrap_or_default();
    let bad = || format!("a malformed {type_name} value from Ruby: {payload}");
    Ok(match type_name {
        "Default" => Value::Default,
        "Symbol" => Value::str(text()),
        "Regexp" => Value::Regex(text().into()),
        "Sensitive" => Value::Sensitive(std::rc::Rc::new(from_pcore(payload, parse_type)?)),
        "Timestamp" => Value::Timestamp(parse_timestamp(text(), &[]).ok_or_else(bad)?),
        "Timespan" => Value::Timespan(parse_timespan(text(), &[]).ok_or_else(bad)?),
        "SemVer" => Value::Object(ObjectKind::SemVer, text().into()),
        "SemVerRange" => Value::Object(ObjectKind::SemVerRange, text().into()),
        "URI" => Value::Object(ObjectKind::Uri, text().into()),
        "Binary" => Value::Binary(base64_decode_strict(text()).ok_or_else(bad)?.into()),
        "Type" => parse_type(text()).ok_or_else(bad)?,
        "Hash" => {
            let Json::Array(pairs) = payload else {
                return Err(bad());
            };
            let mut map = crate::catalog::Map::default();
            for pair in pairs.chunks(2) {
                let key = from_pcore(&pair[0], parse_type)?;
                let value = match pair.get(1) {
                    Some(v) => from_pcore(v, parse_type)?,
                    None => Value::Undef,
                };
                map.insert(key, value);
            }
            Value::hash(map)
        }
        "Deferred" => {
            let mut map = crate::catalog::Map::default();
            for (k, v) in object.iter().filter(|(k, _)| *k != TYPE_KEY) {
                map.insert(Value::str(k), from_pcore(v, parse_type)?);
            }
            Value::Deferred(std::rc::Rc::new(Value::hash(map)))
        }
        other => {
            return Err(format!(
                "a {other} value from Ruby, which spaceship cannot hold"
            ));
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(value: Value) {
        let json = to_pcore(&value);
        let back = from_pcore(&json, &mut |_| None).expect("reads back");
        assert_eq!(back, value, "{json}");
    }

    #[test]
    fn rich_values_read_back_as_they_were_written() {
        let mut odd = crate::catalog::Map::default();
        odd.insert(Value::Int(1), Value::str("one"));
        odd.insert(Value::str("__ptype"), Value::Undef);
        round_trip(Value::hash(odd));
        round_trip(Value::Sensitive(std::rc::Rc::new(Value::str("s"))));
        round_trip(Value::Timestamp(1_577_934_245_000_000_000));
        round_trip(Value::Timespan(-90_500_000_000));
        round_trip(Value::Binary(b"ab\0".to_vec().into()));
        round_trip(Value::array(vec![
            Value::Default,
            Value::Undef,
            Value::Float(1.5),
        ]));
        round_trip(Value::Regex("^a+$".into()));
    }

    #[test]
    fn puppet_written_rich_data_reads() {
        // As Puppet 7.23's ToDataConverter wrote it.
        let json: Json = serde_json::from_str(
            r#"{"__ptype":"Hash","__pvalue":[1,"one","when",{"__ptype":"Timestamp","__pvalue":"2020-01-02T03:04:05.000000000 UTC"},"bytes",{"__ptype":"Binary","__pvalue":"YWIA"}]}"#,
        )
        .unwrap();
        let value = from_pcore(&json, &mut |_| None).unwrap();
        let Value::Hash(map) = value else {
            panic!("a hash")
        };
        assert_eq!(map.get(&Value::Int(1)), Some(&Value::str("one")));
        assert_eq!(
            map.get(&Value::str("when")),
            Some(&Value::Timestamp(1_577_934_245_000_000_000))
        );
        assert_eq!(
            map.get(&Value::str("bytes")),
            Some(&Value::Binary(b"ab\0".to_vec().into()))
        );
    }
}
