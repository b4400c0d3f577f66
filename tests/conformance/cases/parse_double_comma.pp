notify { 'x': message => 'a',, }
