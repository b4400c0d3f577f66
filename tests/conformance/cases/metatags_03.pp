define d { file { "/d/${title}": } }
d { 'x': require => Notify['r'], before => Notify['b'] }
notify { ['r', 'b']: }
