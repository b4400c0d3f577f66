type MyInt = Integer[0,10]
notify { 'x': message => "${MyInt.new('5')}" }
