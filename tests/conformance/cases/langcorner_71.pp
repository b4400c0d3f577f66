$h = {a => 1} [$a, $b] = $h notify { "a": message => "${a} ${b}" }
