notify { 'x': message => "${flatten([1,[2]], 3, [[4]])}" }
