//! ERB templates, rendered as Puppet renders them, by an evaluator for the
//! subset of Ruby that templates use (no Ruby runtime).
