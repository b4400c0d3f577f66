notify { 'x': message => "${String(Binary.new('hello', '%s'), '%s')}" }
