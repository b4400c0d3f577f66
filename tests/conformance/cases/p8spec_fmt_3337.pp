notify { 'x': message => String(0x1F603, '%.3T') }
