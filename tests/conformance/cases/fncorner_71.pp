notify { 'x': message => "${min('10', 9)} ${max('abc', 'ABD')}" }
