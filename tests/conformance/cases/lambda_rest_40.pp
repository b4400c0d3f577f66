notify { 'x': message => "${{a=>1,b=>2}.any |*$r| { $r == ['b', 2] }}" }
