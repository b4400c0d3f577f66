$m = 'ab'.map |$i, $v| { [$i, $v] }
$e = 'ab'.filter |$i, $v| { $i == 1 }
notify { 'y': message => "${m} ${e}" }
