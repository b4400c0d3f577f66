notify { 'x': message => "${Integer.new('1_000')}" }
