notify { 'x': message => "${Array.new(Binary('abc'))}" }
