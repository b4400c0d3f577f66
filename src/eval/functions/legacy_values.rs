//! Values Puppet refuses where it converts them for its older APIs
//! (resource attributes, `realize`, Puppet 3 functions): iterators, and
//! types that name no resource.

use crate::catalog::{PType, Value};

/// Whether a value is or holds an iterator, which Puppet refuses where it
/// converts values for its older APIs (resource attributes, Puppet 3
/// functions).
pub(super) fn holds_iterator(value: &Value) -> bool {
    value.any(&|v| matches!(v, Value::Iterator(_)))
}

/// What Puppet says of a type that names no resource where it turns a
/// value into resource references (attributes, `realize`): a class type
/// or resource type without a title, or `CatalogEntry`. Ruby 3.3 (Puppet
/// 8.10) words its failure on a titleless `Resource` in one line.
pub(super) fn unconvertible_reference(value: &Value, ruby_3_3: bool) -> Option<String> {
    let found = std::cell::Cell::new(None);
    value.any(&|v| {
        let message = match v {
            Value::Type(t) => match t.as_ref() {
                PType::Class(None) => {
                    "No title provided and \"class\" is not a valid resource reference"
                }
                PType::CatalogEntry => {
                    "Cannot split the type Puppet::Pops::Types::PCatalogEntryType, it represents neither a PClassType, nor a PResourceType."
                }
                PType::Resource(None, _) if ruby_3_3 => "undefined method `include?' for nil",
                PType::Resource(None, _) => {
                    "undefined method `include?' for nil:NilClass\n\n    if type_name.include?(':')\n                ^^^^^^^^^"
                }
                _ => return false,
            },
            _ => return false,
        };
        found.set(Some(message));
        true
    });
    found.get().map(String::from)
}
