$m = { a => 1, b => 2 }.map |$pair| { $pair[0] }
$n = { a => 1, b => 2 }.map |$k, $v| { $v * 10 }
notify { "${m} ${n}": }
