class c(Optional[Array[Integer]] $a) { }
class { 'c': a => [1, 'x'] }
