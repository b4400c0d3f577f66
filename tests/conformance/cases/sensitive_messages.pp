notify { 'x': message => Sensitive('s') }
notify { 'y': message => [Sensitive('a')] }
