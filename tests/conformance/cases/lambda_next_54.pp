notify { 'x': message => "${{a => 1, b => 2, c => 3}.reduce |$m, $x| { if $x[0] == 'c' { break() } [$m, $x] }}" }
