class c(Optional[Enum['a', 'b']] $p = undef) {}
class { 'c': p => 'cat' }
