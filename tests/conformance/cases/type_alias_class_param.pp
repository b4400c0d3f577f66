type MyT = Variant[Integer, Enum['auto']]
class c(MyT $v) { notify { "c-${v}": } }
class { 'c': v => 'auto' }
