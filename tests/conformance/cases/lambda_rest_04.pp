notify { 'x': message => "${{a=>1,b=>2}.map |$a, *$r| { [$a, $r] }}" }
