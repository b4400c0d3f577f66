notify { 'x': message => String(18.0, '%5.2B') }
