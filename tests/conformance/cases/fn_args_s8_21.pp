notify { 'a': message => capitalize(['ab', 'cd']) }
