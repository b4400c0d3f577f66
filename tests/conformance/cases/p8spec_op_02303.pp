notify { 'x': message => String(undef < '0x10') }
