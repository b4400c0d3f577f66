notify { 'n': message => Sensitive('secret') }
notify { 'm': message => [Sensitive('s')] }
