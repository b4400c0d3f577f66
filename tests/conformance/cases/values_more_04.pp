notify { 'n': message => "a" + 1 }
