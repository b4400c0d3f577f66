notify { 'x': message => "${[1,2,3].map |$x| { $x }.reduce |$a, $b| { $a + $b }}" }
