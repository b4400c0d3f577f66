notify { 'x': message => "${{a=>1,b=>2}.partition |$k, *$r| { $r.length == 1 }}" }
