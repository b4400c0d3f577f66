notify { 'x': message => String('A' < '-1') }
