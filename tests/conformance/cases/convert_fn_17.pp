notify { "x": message => String({a => 1}.all |$k, $v| { $v == 1 }) }
