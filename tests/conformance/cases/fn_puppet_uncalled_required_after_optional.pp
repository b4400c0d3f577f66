function f($a = 1, $b) { $b }
notify { "x": }
