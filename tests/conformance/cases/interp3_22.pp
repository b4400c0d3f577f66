notify { 'x': message => [-"abc"] }
