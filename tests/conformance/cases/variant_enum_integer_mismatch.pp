class c(Enum['a', 'b'] $e, Variant[Enum['x'], Integer] $v) { }
class { 'c': e => 'a', v => 'y' }
