notify { 'x': message => "${[1,2,3].reduce |$a, *$r| { $a + $r[0] }}" }
