notify { 'x': message => "${/a/}" }
