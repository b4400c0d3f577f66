notify { 'x': message => String(true, '%11B') }
