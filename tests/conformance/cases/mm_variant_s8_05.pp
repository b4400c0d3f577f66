class c(Variant[Enum['a'], Integer] $p) { }
class { 'c': p => 'b' }
