notify { 'r': message => lookup('role') }
