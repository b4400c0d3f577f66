notify { 'n': message => lookup('nosuch::key') }
