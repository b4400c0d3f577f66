notify { 'x': message => "${Boolean.new([])}" }
