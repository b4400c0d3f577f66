notify { 'x': message => "${Type.new('Nope[')}" }
