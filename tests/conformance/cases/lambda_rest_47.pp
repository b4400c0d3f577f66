notify { 'x': message => "${[1,2].map |$a, $b = 6| { [$a,$b] }} ${{a=>1}.map |$a, $b = 6| { [$a,$b] }}" }
