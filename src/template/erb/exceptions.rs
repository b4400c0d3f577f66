//! Ruby's exceptions as templates rescue them: the classes of Ruby's own
//! errors (found from the message Ruby gives each), their hierarchy for
//! `rescue Class => e`, and the exception object (`e.message`,
//! `e.class`).

use std::rc::Rc;

use super::value::{Opaque, RV};

/// Exception classes and their parents.
pub const CLASSES: &[(&str, &str)] = &[
    ("Exception", ""),
    ("ScriptError", "Exception"),
    ("StandardError", "Exception"),
    ("RuntimeError", "StandardError"),
    ("FrozenError", "RuntimeError"),
    ("ArgumentError", "StandardError"),
    ("TypeError", "StandardError"),
    ("NameError", "StandardError"),
    ("NoMethodError", "NameError"),
    ("ZeroDivisionError", "StandardError"),
    ("IndexError", "StandardError"),
    ("KeyError", "IndexError"),
    ("StopIteration", "IndexError"),
    ("RangeError", "StandardError"),
    ("FloatDomainError", "RangeError"),
    ("RegexpError", "StandardError"),
    ("EncodingError", "StandardError"),
    ("NotImplementedError", "ScriptError"),
];

/// Whether `class` is `ancestor` or descends from it.
pub fn is_a(class: &str, ancestor: &str) -> bool {
    let mut current = class;
    loop {
        if current == ancestor || ancestor == "Object" {
            return true;
        }
        match CLASSES.iter().find(|(c, _)| *c == current) {
            Some((_, parent)) if !parent.is_empty() => current = parent,
            _ => return false,
        }
    }
}

/// The class of the error Ruby raises with this message.
pub fn class_of_message(message: &str) -> &'static str {
    let starts = |p: &str| message.starts_with(p);
    if starts("undefined method") {
        "NoMethodError"
    } else if starts("undefined local variable") || starts("uninitialized constant") {
        "NameError"
    } else if starts("can't modify frozen") {
        "FrozenError"
    } else if starts("divided by 0") {
        "ZeroDivisionError"
    } else if starts("key") && message.ends_with("not found") || starts("key not found") {
        "KeyError"
    } else if starts("no implicit conversion")
        || starts("can't convert")
        || message.contains("can't be coerced")
        || message.contains("is not a symbol nor a string")
    {
        "TypeError"
    } else if starts("invalid value for")
        || starts("comparison of")
        || starts("wrong number of arguments")
        || starts("invalid")
        || starts("negative")
        || starts("too few arguments")
        || starts("malformed format string")
    {
        "ArgumentError"
    } else if starts("index") && message.contains("out of") {
        "IndexError"
    } else {
        "RuntimeError"
    }
}

/// The exception object a `rescue => e` binds.
pub fn exception(class: &str, message: &str) -> RV {
    RV::Opaque(Rc::new(Opaque {
        class: class.to_string(),
        text: message.to_string(),
        inner: crate::catalog::Value::Undef,
    }))
}

/// Whether an opaque value is an exception object.
pub fn is_exception(o: &Opaque) -> bool {
    CLASSES.iter().any(|(c, _)| *c == o.class)
}
