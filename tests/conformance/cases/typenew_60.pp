notify { 'x': message => "${Float.new('abc')}" }
