notify { 'x': message => [Sensitive('a'), 'b'] }
