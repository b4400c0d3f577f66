notify { 'x': message => "${with(1, 2) |$a, $b = $a + 10| { $b }} ${with(1) |$a, $b = $a + 10| { $b }}" }
