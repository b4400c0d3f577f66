notify { 'x': message => "${max(['a','B'], ['b'])}" }
