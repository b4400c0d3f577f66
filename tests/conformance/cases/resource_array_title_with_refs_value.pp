$r = file { ['/a', '/b']: }
notify { 'n': message => $r }
