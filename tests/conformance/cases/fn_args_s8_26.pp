notify { 'a': message => [1].map }
