notify { 'x': message => "${Boolean.new(2)}" }
