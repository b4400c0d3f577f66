class c(Variant[Enum['a', 'b'], Integer[0, 5]] $v) {}
class { 'c': v => 'z' }
