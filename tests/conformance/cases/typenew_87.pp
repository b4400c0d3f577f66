notify { 'x': message => "${Hash[String, Integer].new({a => 1})} ${Hash.new([['a', 1]]) =~ Hash[String, Integer]}" }
