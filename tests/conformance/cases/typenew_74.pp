notify { 'x': message => "${Binary.new('hello', '%s')}" }
