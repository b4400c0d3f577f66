//! Templates: rendering ERB (and, in time, EPP) into text.

pub mod erb;
