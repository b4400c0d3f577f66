class a::b { notify { 'x': } }
class a { include a::b }
include a
notify { 'z': require => Class['a::b'] }
