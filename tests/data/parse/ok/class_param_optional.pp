class a(Optional[String] $x) { notify { "x=${x}": } }
include a
