$r = [1,2,3].each |$x| { if $x == 2 { break() } notify { "n${x}": } }
notify { 'x': message => "${r}" }
