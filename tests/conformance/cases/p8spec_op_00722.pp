notify { 'x': message => String('3' << '-1') }
