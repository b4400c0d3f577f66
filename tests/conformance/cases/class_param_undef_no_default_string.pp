class c(String $s) { notify { "s=${s}": } }
class { 'c': s => undef }
