class c(Optional[String] $s) { notify { "s=${s}": } }
class { 'c': s => undef }
