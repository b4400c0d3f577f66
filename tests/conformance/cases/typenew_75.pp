notify { 'x': message => "${Binary.new([104,105])}" }
