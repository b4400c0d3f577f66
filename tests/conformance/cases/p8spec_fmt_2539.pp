notify { 'x': message => String(/.*/, '%-11B') }
