notify { 'x': message => String(-18, '%010.2E') }
