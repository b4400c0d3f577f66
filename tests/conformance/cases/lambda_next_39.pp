$x = [1,2].map |$x| { if $x == 1 { next() } $x }
notify { 'x': message => "${x}" }
