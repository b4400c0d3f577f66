//! The safety policy: what a template may never name. Templates run
//! inside the compiler, so anything that could run a command, read or
//! write files, reach the network or evaluate code is refused where it
//! is written, before anything runs.

/// Names that would reach the system: refused wherever they appear.
pub(super) const REFUSED_METHODS: &[&str] = &[
    "system",
    "exec",
    "spawn",
    "fork",
    "open",
    "eval",
    "instance_eval",
    "class_eval",
    "module_eval",
    "instance_exec",
    "send",
    "__send__",
    "public_send",
    "method",
    "define_method",
    "require_relative",
    "load",
    "autoload",
    "binding",
    "exit",
    "exit!",
    "abort",
    "sleep",
    "syscall",
    "trap",
    "at_exit",
    "instance_variable_set",
    "const_get",
    "const_set",
    "puts",
    "print",
    "p",
    "pp",
    "printf",
    "putc",
    "gets",
    "readline",
    "readlines",
    "select",
    "srand",
    "rand",
    "caller",
    "set_trace_func",
    "`",
    "throw",
    "catch",
    "loop",
    "lambda",
    "proc",
    "global_variables",
    "local_variables",
];

/// Pure standard libraries a template may `require` (a no-op here: what
/// is supported of them is built in, the rest fails where it is used).
pub(super) const HARMLESS_LIBRARIES: &[&str] = &[
    "pp",
    "yaml",
    "json",
    "ipaddr",
    "shellwords",
    "set",
    "erb",
    "date",
    "time",
    "digest",
];

/// `File`'s path arithmetic, which touches no file: the only methods of
/// `File` a template may call.
pub(super) const FILE_PATH_METHODS: &[&str] = &["join", "basename", "dirname", "extname"];

/// Constants a template may read through a path (`File::SEPARATOR`).
pub(super) const CONSTANT_PATHS: &[&str] = &[
    "File::SEPARATOR",
    "ERB::Util",
    "Regexp::IGNORECASE",
    "Regexp::EXTENDED",
    "Regexp::MULTILINE",
];

pub(super) const REFUSED_CONSTS: &[&str] = &[
    "IO",
    "Dir",
    "Kernel",
    "Process",
    "ObjectSpace",
    "ENV",
    "STDOUT",
    "STDERR",
    "STDIN",
    "ARGV",
    "ARGF",
    "Socket",
    "TCPSocket",
    "UDPSocket",
    "Net",
    "URI",
    "Open3",
    "OpenURI",
    "FileUtils",
    "Pathname",
    "Tempfile",
    "Signal",
    "Thread",
    "Fiber",
    "Marshal",
    "Puppet",
    "Facter",
    "Module",
    "Class",
    "BasicObject",
    "Ractor",
    "GC",
    "RubyVM",
    "TracePoint",
    "Binding",
    "Method",
    "Proc",
    "DATA",
];

/// Why a name is refused, worded for the user.
pub fn refusal(name: &str) -> String {
    format!(
        "'{name}' is refused: templates may not run commands, read or write files, reach the network or evaluate code"
    )
}
