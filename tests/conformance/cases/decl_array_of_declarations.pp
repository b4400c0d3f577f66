$r = [notify { 'x': }, notify { 'y': }]
notify { 'z': message => "${r}" }
