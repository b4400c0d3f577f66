class x { $a = 1 } include x [$a] = Class[x] notify { "a": message => "${a}" }
