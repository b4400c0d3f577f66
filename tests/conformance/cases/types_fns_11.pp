class c(Type[Resource['file']] $t) {}
class { 'c': t => Notify['x'] }
