$it = {a => [1, 2]}.tree_each
$it.each |$i, $v| { notice($i) }
notify { "x": }
