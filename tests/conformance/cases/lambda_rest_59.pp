notify { 'x': message => "${Integer[1,3].filter |$i, $v| { $i > 0 }} ${Integer[1,3].reduce |$a, $b| { $a * $b }}" }
