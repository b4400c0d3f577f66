notify { 'x': message => "${join(['a',Sensitive('b')], ',')}" }
