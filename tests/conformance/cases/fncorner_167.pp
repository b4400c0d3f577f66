notify { 'x': message => "${convert_to('10', Integer, 2)} ${convert_to(true, String)} ${convert_to([1], Array, true)}" }
