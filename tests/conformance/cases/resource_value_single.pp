$r = notify { 'x': }
