notify { 'x': message => "${[1,2,3].map |$x| { [1].each |$y| { next() } $x }}" }
