notify { 'x': message => String(default < '0x10') }
