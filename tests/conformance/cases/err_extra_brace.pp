notify { 'x': message => 'a' }}
