notify { 'a': message => 'x' =~ 'a)' }
