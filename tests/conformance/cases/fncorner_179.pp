notify { 'x': message => "${join([1.0, 2.50, -0.0], ' ')} ${join([[]], ',')}" }
