notify { 'a': message => abs('-3') }
