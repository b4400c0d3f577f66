class c(Type[Integer] $t) {}
class { 'c': t => String }
