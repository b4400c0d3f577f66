notify { 'x': message => "${[1,2].reduce |$a, $b, $c = 7| { $c }}" }
