notify { 'x': message => "${Integer.new(-3.9, 10, true)}" }
