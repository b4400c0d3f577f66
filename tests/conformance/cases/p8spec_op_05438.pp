notify { 'x': message => String([a] !~ '0x10') }
