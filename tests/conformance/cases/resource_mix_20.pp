notify { 'x': message => File['/nonexist']['mode'] }
