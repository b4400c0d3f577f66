class a($x = 1, $y = $x + 1) { notify { "y ${y}": } }
include a
