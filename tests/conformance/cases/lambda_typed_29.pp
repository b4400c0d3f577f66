notify { 'x': message => "${[1,2].map |Integer $a, Integer $b| { $a }}" }
