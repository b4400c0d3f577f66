notify { 'a': message => 'x' }}
