class a { notify { 'a': } }
include a
notify { 'x': require => Class['a'], subscribe => Class[a] }
