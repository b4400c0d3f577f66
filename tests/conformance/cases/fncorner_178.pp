notify { 'x': message => "${join(['a', ['b', ['c']]])}" }
