notify { 'x': message => "${'ab'.reduce |$a, $b| { "${b}${a}" }} ${'abc'.any |$i, $c| { $c == 'c' and $i == 2 }}" }
