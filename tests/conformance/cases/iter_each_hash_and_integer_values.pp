notify { 'x': message => [{ 'a' => 1 }.each |$k, $v| { }, 3.each |$x| { }] }
