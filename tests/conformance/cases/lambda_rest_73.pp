notify { 'x': message => "${3.filter |$i, $v| { $v > 0 }} ${3.reduce |$a, $b| { $a + $b }}" }
