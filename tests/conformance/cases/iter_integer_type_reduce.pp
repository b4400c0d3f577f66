notify { 'x': message => Integer[1, 3].reduce |$m, $v| { $m + $v } }
