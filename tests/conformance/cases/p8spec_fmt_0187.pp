notify { 'x': message => String(18, '%q') }
