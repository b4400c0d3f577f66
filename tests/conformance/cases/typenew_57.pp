notify { 'x': message => "${Sensitive.new('a')}" }
