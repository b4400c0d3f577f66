class a($y = $x, $x = 1) { notify { "y ${y}": } }
include a
