class c(Variant[Integer[1,2], Float[5.0]] $p) { }
class { 'c': p => 3 }
