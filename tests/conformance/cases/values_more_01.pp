notify { 'n': message => "1" + 1 }
