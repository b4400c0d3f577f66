notify { 'x': message => "${convert_to('7', Integer) |$a, $b| { $a }}" }
