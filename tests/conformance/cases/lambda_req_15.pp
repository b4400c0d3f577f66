function f($a = 1, $b) { "${a}${b}" }
notify { f(5): }
