notify { 'x': message => "${{a=>1}.map |String $k, Integer $v| { $k }}" }
