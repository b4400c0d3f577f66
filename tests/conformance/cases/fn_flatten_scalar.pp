notify { 'a': message => 5.flatten }
