class t(Enum['a', 'b'] $e) { }
class { 't': e => 'c' }
