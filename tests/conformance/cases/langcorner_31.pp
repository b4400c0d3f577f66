class x { $a = 1 } include x [$a] = Class notify { "a": message => "${a}" }
