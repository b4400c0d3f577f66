notify { 'x': message => "${Type.new('Integer[1,2]')}" }
