$v = [1,2,3]
notify { 'a': message => $v.each |$x| { } }
notify { 'b': message => $v.reduce |$m, $x| { $m + $x } }
