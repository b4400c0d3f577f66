notify { 'x': message => [-"5"] }
