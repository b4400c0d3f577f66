class c(Optional[String] $x) { notify { "c": message => $x } }
class { 'c': x => undef }
