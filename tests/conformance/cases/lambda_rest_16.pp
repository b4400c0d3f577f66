notify { 'x': message => "${{a=>1}.map |*$r| { $r }}" }
