notify { 'x': message => "${Hash.new([])}" }
