notify { 'x': message => String(undef < true) }
