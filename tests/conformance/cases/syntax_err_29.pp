notify { 'a': message => "${" }
