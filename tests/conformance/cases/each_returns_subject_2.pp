$v = [1, 2].each |$x| { $x * 10 }
notify { 'n': message => $v }
