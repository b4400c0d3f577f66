notify { 'x': message => "${Array.new(5, true)}" }
