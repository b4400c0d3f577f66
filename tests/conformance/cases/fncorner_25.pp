notify { 'x': message => "${'abc'.partition |$c| { $c == 'b' }}" }
