notify { 'x': message => "${Scalar.new('a')}" }
