class c(Enum['a', 'b'] $e) {}
class { 'c': e => 3 }
