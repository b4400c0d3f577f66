class c { notify { 'x': message => 'a' }
