notify { 'x': message => "${Array.new(3)}" }
