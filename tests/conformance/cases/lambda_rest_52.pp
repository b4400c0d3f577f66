notify { 'x': message => "${{a => 1}.filter |$k, $v = 9| { $v == 1 }}" }
