//! Ruby's class relations as templates test them: `is_a?` (with the
//! modules numbers, strings and collections include) and the methods
//! each class answers to, for `respond_to?`.

use super::value::RV;

/// Whether `v` is an instance of the class named `class` (or of a
/// subclass, or includes that module).
pub fn is_a(v: &RV, class: &str) -> bool {
    let own = v.class_name();
    own == class
        || match class {
            "Object" => true,
            "Numeric" | "Comparable" => {
                matches!(v, RV::Int(_) | RV::Float(_))
                    || class == "Comparable" && matches!(v, RV::Str(_))
            }
            "Enumerable" => matches!(
                v,
                RV::Array(_) | RV::Hash(_) | RV::Range(_) | RV::Enumerator(..)
            ),
            "Fixnum" | "Bignum" => matches!(v, RV::Int(_)),
            _ => false,
        }
}

/// Methods the template-visible classes answer to, for `respond_to?`.
pub(super) fn responds(v: &RV, name: &str) -> bool {
    const OBJECT: &[&str] = &[
        "nil?",
        "is_a?",
        "kind_of?",
        "instance_of?",
        "class",
        "to_s",
        "inspect",
        "==",
        "!=",
        "equal?",
        "eql?",
        "respond_to?",
        "frozen?",
        "freeze",
        "dup",
        "clone",
        "tap",
        "then",
        "hash",
        "===",
        "=~",
        "!",
        "object_id",
        "send",
        "instance_variable_get",
        "method",
        "methods",
    ];
    const ENUM: &[&str] = &[
        "each",
        "map",
        "collect",
        "select",
        "filter",
        "reject",
        "find",
        "detect",
        "find_all",
        "inject",
        "reduce",
        "sort",
        "sort_by",
        "min",
        "max",
        "min_by",
        "max_by",
        "sum",
        "count",
        "to_a",
        "include?",
        "member?",
        "each_with_index",
        "each_with_object",
        "each_slice",
        "each_cons",
        "group_by",
        "partition",
        "first",
        "any?",
        "all?",
        "none?",
        "zip",
        "grep",
        "grep_v",
        "cycle",
        "flat_map",
        "uniq",
        "tally",
        "entries",
        "to_h",
        "filter_map",
        "minmax",
        "take",
        "drop",
    ];
    const STRING: &[&str] = &[
        "+",
        "*",
        "%",
        "<=>",
        "[]",
        "length",
        "size",
        "upcase",
        "downcase",
        "capitalize",
        "swapcase",
        "strip",
        "lstrip",
        "rstrip",
        "chomp",
        "chop",
        "split",
        "start_with?",
        "end_with?",
        "include?",
        "empty?",
        "gsub",
        "sub",
        "tr",
        "delete",
        "squeeze",
        "reverse",
        "to_i",
        "to_f",
        "to_s",
        "to_str",
        "to_sym",
        "ljust",
        "rjust",
        "center",
        "index",
        "rindex",
        "chars",
        "bytes",
        "lines",
        "each_line",
        "each_char",
        "match",
        "match?",
        "scan",
        "succ",
        "next",
        "ord",
        "hex",
        "oct",
        "count",
        "encoding",
        "force_encoding",
        "bytesize",
        "casecmp",
        "casecmp?",
        "partition",
        "rpartition",
        "unpack",
        "<<",
        "concat",
        "between?",
        "upcase!",
        "downcase!",
        "strip!",
        "gsub!",
        "sub!",
    ];
    const ARRAY: &[&str] = &[
        "[]",
        "[]=",
        "+",
        "-",
        "*",
        "&",
        "|",
        "<<",
        "<=>",
        "push",
        "pop",
        "shift",
        "unshift",
        "length",
        "size",
        "empty?",
        "join",
        "flatten",
        "compact",
        "last",
        "reverse",
        "rotate",
        "index",
        "find_index",
        "fetch",
        "at",
        "dig",
        "sample",
        "shuffle",
        "concat",
        "delete",
        "delete_if",
        "keep_if",
        "values_at",
        "product",
        "transpose",
        "each_index",
        "to_ary",
        "pack",
        "slice",
        "insert",
        "clear",
        "map!",
        "sort!",
        "uniq!",
        "flatten!",
        "compact!",
        "reverse!",
        "select!",
        "reject!",
    ];
    const HASH: &[&str] = &[
        "[]",
        "[]=",
        "keys",
        "values",
        "key?",
        "has_key?",
        "value?",
        "has_value?",
        "fetch",
        "dig",
        "merge",
        "merge!",
        "update",
        "delete",
        "length",
        "size",
        "empty?",
        "each_pair",
        "each_key",
        "each_value",
        "invert",
        "key",
        "values_at",
        "to_hash",
        "transform_values",
        "transform_keys",
        "select!",
        "reject!",
        "store",
        "slice",
        "except",
        "compact",
        "default",
        "sort_by",
    ];
    const INT: &[&str] = &[
        "+",
        "-",
        "*",
        "/",
        "%",
        "**",
        "<=>",
        "<",
        ">",
        "<=",
        ">=",
        "abs",
        "times",
        "upto",
        "downto",
        "step",
        "to_i",
        "to_int",
        "to_f",
        "to_s",
        "even?",
        "odd?",
        "zero?",
        "succ",
        "pred",
        "next",
        "chr",
        "divmod",
        "fdiv",
        "round",
        "floor",
        "ceil",
        "between?",
        "clamp",
        "positive?",
        "negative?",
        "integer?",
        "remainder",
        "coerce",
        "truncate",
    ];
    let in_list = |l: &[&str]| l.contains(&name);
    in_list(OBJECT)
        || match v {
            RV::Str(_) => in_list(STRING),
            RV::Array(_) => in_list(ARRAY) || in_list(ENUM),
            RV::Hash(_) => in_list(HASH) || in_list(ENUM),
            RV::Range(_) => {
                in_list(ENUM)
                    || matches!(name, "begin" | "end" | "first" | "last" | "step" | "cover?")
            }
            RV::Int(_) => in_list(INT),
            RV::Float(_) => {
                in_list(INT)
                    && !matches!(
                        name,
                        "times"
                            | "upto"
                            | "downto"
                            | "chr"
                            | "even?"
                            | "odd?"
                            | "succ"
                            | "pred"
                            | "next"
                    )
                    || matches!(name, "nan?" | "infinite?" | "finite?")
            }
            RV::Nil => matches!(name, "to_a" | "to_s" | "to_i" | "to_f" | "to_h" | "&" | "|"),
            RV::Sym(_) => matches!(
                name,
                "to_s"
                    | "to_sym"
                    | "to_proc"
                    | "length"
                    | "size"
                    | "upcase"
                    | "downcase"
                    | "<=>"
                    | "[]"
            ),
            _ => false,
        }
}
