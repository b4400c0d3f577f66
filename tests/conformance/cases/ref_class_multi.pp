class a {}
class b {}
include a, b
notify { 'x': require => Class['a', 'b'] }
