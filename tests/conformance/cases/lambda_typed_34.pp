notify { 'x': message => "${[1, 2].reduce |Integer $m, String $x| { $m }}" }
