type MyT = Integer[1,5]
class c(Variant[MyT, String[5]] $p) { }
class { 'c': p => 7 }
