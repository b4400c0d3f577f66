notify { 'n': message => "a" + "b" }
