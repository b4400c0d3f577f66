notify { 'x': message => Notify[] }
