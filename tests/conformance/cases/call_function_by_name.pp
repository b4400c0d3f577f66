function double($v) { $v * 2 }
notify { 'n': message => [call('double', 4), call('upcase', 'x')] }
