$a = [1, 2, 3, 4]
notify { 'x': message => [$a.filter |$v| { $v % 2 == 0 }, $a.map |$i, $v| { $i * $v }, $a.any |$v| { $v > 3 }, $a.all |$v| { $v > 0 }] }
