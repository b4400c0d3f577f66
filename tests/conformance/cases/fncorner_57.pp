notify { 'x': message => "${convert_to('-5', 'Integer', 10, true)}" }
