notify { 'x': message => "${{a=>1}.map |$k, $v, *$r| { $r }}" }
