notify { 'n': message => [[Notify[x]], ['a']] }
