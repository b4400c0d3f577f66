notify { 'x': message => "${Float.new('1_000.5')}" }
