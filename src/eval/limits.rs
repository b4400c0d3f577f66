//! Limits that keep evaluation from crashing, hanging or growing without
//! bound: recursive type aliases that never reach a real type, and
//! aliases that refer to themselves while a value is checked.

pub(super) mod aliases;
