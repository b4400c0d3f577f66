notify { 'x': message => "${'abc'.map |$a, *$r| { [$a,$r] }}" }
