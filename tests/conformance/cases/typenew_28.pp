notify { 'x': message => "${Integer.new('-12', 10, true)}" }
