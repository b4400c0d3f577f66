class x::y { $a = 1 } include x::y [$a] = Class["x::y"] notify { "a": message => "${a}" }
