notify { 'x': message => "${'abc'.step(2)}" }
