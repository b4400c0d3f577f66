notify { 'x': message => 'abc' =~ 5 }
