notify { 'x': message => "${Tuple[Integer].new(['1'])}" }
