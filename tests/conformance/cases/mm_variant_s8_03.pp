class c(Variant[Integer[1,5], Boolean] $p) { }
class { 'c': p => 'ab' }
