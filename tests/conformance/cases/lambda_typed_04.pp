notify { 'x': message => "${{a=>1}.map |Integer $k, Integer $v| { $k }}" }
