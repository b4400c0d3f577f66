notify { 'x': message => "${join([1.5, /re/, Integer, default], ' ')}" }
