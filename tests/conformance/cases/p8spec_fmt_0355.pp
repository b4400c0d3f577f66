notify { 'x': message => String(-18, '%(h') }
