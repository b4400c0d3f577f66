notify { 'x': message => "${Optional[Integer].new('3')}" }
