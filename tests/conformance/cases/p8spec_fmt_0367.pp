notify { 'x': message => String(-18, '%-10p') }
