class c(Optional[Integer] $p = undef) {}
class { 'c': p => 'cat' }
