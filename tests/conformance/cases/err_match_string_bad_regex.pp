notify { 'a': message => 'abc' =~ '(' }
