notify { 'x': message => "${{a => 1}.partition |$a, $b, $c| { $a }}" }
