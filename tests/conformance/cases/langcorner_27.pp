class x { $a = 1 } include x [$a, $q] = Class["x"] notify { "a": message => "${a} ${q}" }
