class c(Optional[String] $s = undef, String $t = 'x') { notify { "s=${s} t=${t}": } }
class { 'c': s => undef, t => undef }
