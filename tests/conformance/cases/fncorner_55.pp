notify { 'x': message => "${convert_to('5', 'Integer')} ${convert_to('ff', 'Integer', 16)} ${convert_to('5', 'Integer') |$x| { $x + 1 }}" }
