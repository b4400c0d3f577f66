class c(Optional[String[5]] $p = undef) {}
class { 'c': p => 'cat' }
