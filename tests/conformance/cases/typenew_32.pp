notify { 'x': message => "${Float.new('-1.5', true)}" }
