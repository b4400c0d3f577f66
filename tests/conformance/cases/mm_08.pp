class c(Boolean $p) { }
class { 'c': p => 'true' }
