class p($a = 1, $b = $a + 1, $c = "${a}-${b}") { notify { $c: } }
include p
