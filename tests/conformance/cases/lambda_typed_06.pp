notify { 'x': message => "${[1,2].reduce |String $m, $x| { $x }}" }
