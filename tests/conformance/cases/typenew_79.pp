notify { 'x': message => "${Integer.new('12', 3)}" }
