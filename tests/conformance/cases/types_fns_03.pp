class c(Variant[Integer[0,5], Enum['x','y']] $v) {}
class { 'c': v => 'z' }
