notify { 'x': message => "${[1,2].any |$i, $v| { $i == 1 }} ${[1,2].all |$i, $v| { $v > 0 }}" }
