$x = [notify { 'a': }, file { '/f': }]
notify { 'c': message => $x }
