class c(NotUndef $p) { }
class { 'c': p => undef }
