notify { 'x': message => String(-18, '%010A') }
