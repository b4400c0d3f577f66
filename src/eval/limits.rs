//! Limits that keep evaluation from crashing, hanging or growing without
//! bound: recursive type aliases that never reach a real type, aliases
//! that refer to themselves while a value is checked, and values nested
//! too deep for any walk over them.

pub(super) mod aliases;
pub(super) mod depth;
