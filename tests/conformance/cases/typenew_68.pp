notify { 'x': message => "${Hash.new(['a',1,'b'])}" }
