notify { 'x': message => Enum[m, n].each |$v| { } }
