class c(Enum['a', 'b'] $e) { notify { $e: } }
class { 'c': e => 'A' }
