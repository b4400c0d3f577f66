class x {}
include x
class { 'x': }
