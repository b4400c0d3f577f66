notify { 'x': message => "${Timespan('bogus')}" }
