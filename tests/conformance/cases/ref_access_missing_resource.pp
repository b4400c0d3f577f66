notify { 'x': message => File['/nope']['mode'] }
