class a::b::c { notify { 'c': } }
include a::b::c
notify { 'x': require => Class['a::b::c'] }
