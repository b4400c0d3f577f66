notify { 'x': message => default =~ /a/ }
