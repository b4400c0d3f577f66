class c(Undef $u) {}
class { 'c': u => 1 }
