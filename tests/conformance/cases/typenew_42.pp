notify { 'x': message => "${Integer.new('x42') |$x| { $x * 2 }}" }
