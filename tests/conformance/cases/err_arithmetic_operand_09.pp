notify { 'x': message => 2 * false }
