notify { 'x': message => "${{a => 1}.each |String $k, String $v| { }}" }
