notify { 'x': message => "${[1,2].partition |$a, $b, $c| { true }}" }
