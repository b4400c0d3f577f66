class c(Variant[Integer, Boolean, Array] $v) {}
class { 'c': v => 'x' }
