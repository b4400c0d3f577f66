notify { 'x': message => "${[1,2].map |$a = 5| { $a }} ${[1,2].map |$a = 5, $b = 6| { [$a,$b] }}" }
