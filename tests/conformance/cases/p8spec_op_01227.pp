notify { 'x': message => String('abc' + /a/) }
