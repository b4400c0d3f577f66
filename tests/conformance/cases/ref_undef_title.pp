notify { 'x': message => Notify[undef] }
