notify { 'n': message => Notify[] }
