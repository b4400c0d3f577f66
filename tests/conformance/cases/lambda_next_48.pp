notify { 'x': message => "${[5,6,7].map |$i, $x| { if $i == 1 { break() } $x }}" }
