notify { 'a': message => Array('ab', true) }
