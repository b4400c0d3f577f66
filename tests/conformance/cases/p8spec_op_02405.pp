notify { 'x': message => String(undef !~ /a/) }
