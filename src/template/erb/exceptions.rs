//! Ruby's exceptions as templates rescue them: the classes of Ruby's own
//! errors (found from the message Ruby gives each), their hierarchy for
//! `rescue Class => e`, and the exception object (`e.message`,
//! `e.class`).

use std::rc::Rc;

use super::interp::{Flow, Interp, R};
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

impl Interp<'_> {
    /// `begin ... rescue ... else ... ensure ... end`: Ruby's errors a
    /// clause names (by class, StandardError without one) run its handler
    /// with the exception bound; refusals and unsupported Ruby are never
    /// caught.
    pub(super) fn begin_block(&mut self, block: &super::ast::BeginBlock) -> R<RV> {
        let result = match self.eval(&block.body) {
            Err(Flow::Err(pos, message, true)) => {
                let class = self.error_class(&message);
                let mut chosen = None;
                'clauses: for clause in &block.rescues {
                    if clause.classes.is_empty() {
                        if is_a(&class, "StandardError") {
                            chosen = Some(clause);
                            break;
                        }
                        continue;
                    }
                    for c in &clause.classes {
                        match self.eval(c)? {
                            RV::Class(name) if is_a(&class, &name) => {
                                chosen = Some(clause);
                                break 'clauses;
                            }
                            RV::Class(_) => {}
                            _ => {
                                return Err(
                                    self.ruby_err("class or module required for rescue clause")
                                );
                            }
                        }
                    }
                }
                match chosen {
                    Some(clause) => {
                        if let Some(var) = &clause.var {
                            let exception = exception(&class, &message);
                            self.set_local(var, exception);
                        }
                        self.eval(&clause.handler)
                    }
                    None => Err(Flow::Err(pos, message, true)),
                }
            }
            Ok(v) => match &block.otherwise {
                Some(otherwise) => self.eval(otherwise),
                None => Ok(v),
            },
            other => other,
        };
        if let Some(ensure) = &block.ensure {
            self.eval(ensure)?;
        }
        result
    }

    /// The class of a Ruby error: the one `raise` named, else the one
    /// Ruby raises with such a message.
    fn error_class(&mut self, message: &str) -> String {
        match self.raised.take() {
            Some((raised, class)) if raised == message => class,
            _ => class_of_message(message).to_string(),
        }
    }
}
