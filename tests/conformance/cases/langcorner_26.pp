class x { $a = 1 $x = 2 $c = 3 } include x [$a, $x, $c] = Class["x"] notify { "a": message => "${a} ${x} ${c}" }
