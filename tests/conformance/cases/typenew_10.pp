notify { 'x': message => "${Array.new(Integer[1,3])}" }
