notify { 'a': message => min('10', '9') }
