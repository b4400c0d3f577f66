notify { 'x': message => "${call('nosuchfn')}" }
