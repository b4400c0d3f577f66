notify { 'n': message => Exec }
