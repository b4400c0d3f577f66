notify { 'x': message => "${Integer[1,3].map |$a, *$r| { [$a,$r] }}" }
