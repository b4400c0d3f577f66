notify { 'x': message => "${{a => 1, b => 2}.reduce({}) |$m, $kv| { $m + { $kv[1] => $kv[0] } }}" }
