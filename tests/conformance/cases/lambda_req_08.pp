notify { 'x': message => "${{a=>1}.map |$a, $b, $c| { $a }}" }
