class a { notify { 'x': } }
class b { contain a }
class { 'b': }
notify { 'after': require => Class['b'] }
