notify { 'x': message => String(-18, '%5.1V') }
