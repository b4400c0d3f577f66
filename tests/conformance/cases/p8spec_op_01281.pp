notify { 'x': message => String('abc' / undef) }
