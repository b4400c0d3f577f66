notify { 'x': message => "${Binary.new('hello', '%r')}" }
