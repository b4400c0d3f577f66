notify { 'x': message => String(-18, '%7p') }
