notify { 'x': message => "${'5'.convert_to(Integer)} ${'ff'.convert_to(Integer, 16)} ${'5'.convert_to(Integer) |$x| { $x + 1 }}" }
