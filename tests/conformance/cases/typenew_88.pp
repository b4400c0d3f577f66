notify { 'x': message => "${Struct[{a => Integer, b => String}].new({a => 1})}" }
