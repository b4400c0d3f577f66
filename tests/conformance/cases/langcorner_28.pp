class x { $a = 1 } [$a] = Class["x"] notify { "a": message => "${a}" }
