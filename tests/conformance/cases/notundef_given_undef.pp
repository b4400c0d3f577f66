class c(NotUndef $n) { }
class { 'c': n => undef }
