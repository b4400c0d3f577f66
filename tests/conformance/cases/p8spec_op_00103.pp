notify { 'x': message => String(1 << undef) }
