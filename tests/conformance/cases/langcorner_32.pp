class x { $a = 1 } include x $v = [$a] = Class["x"] notify { "a": message => "${v}" }
