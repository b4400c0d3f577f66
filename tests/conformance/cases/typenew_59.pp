notify { 'x': message => "${Integer.new('')}" }
