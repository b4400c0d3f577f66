notify { 'x': message => String('12' + 'twelve') }
