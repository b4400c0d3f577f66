notify { 'x': message => [-"0x10"] }
