notify { 'x': message => "${3.each |$i, $v| { $v }}" }
$m = 3.map |$i, $v| { [$i, $v] }
notify { 'y': message => "${m}" }
