notify { 'x': message => "${Enum['a','b'].new('a')}" }
