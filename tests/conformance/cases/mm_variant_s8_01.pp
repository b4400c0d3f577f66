class c(Variant[Integer[1,5], String[5]] $p) { }
class { 'c': p => 7 }
