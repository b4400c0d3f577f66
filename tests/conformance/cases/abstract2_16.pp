$x = notify { ['a', 'b']: }
notify { 'c': message => "${x}" }
