notify { 'x': message => "${Integer[0, 2].each |$i, $v| { notice($v) }}" }
