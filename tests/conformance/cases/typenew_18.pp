notify { 'x': message => "${Hash.new([1,2,3])}" }
