notify { 'a': message => "x" * 3 }
