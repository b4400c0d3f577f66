notify { 'x': message => "${[1,'a'].each |$i, String $x| { true }}" }
