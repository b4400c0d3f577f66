notify { 'x': message => "${{a=>1,b=>2}.partition |$k,$v| { $v > 1 }}" }
