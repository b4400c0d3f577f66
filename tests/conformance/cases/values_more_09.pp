notify { 'n': message => 'single \' \\ \n' }
