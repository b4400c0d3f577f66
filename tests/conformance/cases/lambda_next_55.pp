function g() { [1,2,3].map |$x| { if $x == 2 { return('r') } $x } }
notify { 'x': message => "${g()}" }
