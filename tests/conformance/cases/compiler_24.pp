notify { 'a': message => 'x'; default: message => 'd' }
