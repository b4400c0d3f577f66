$out = []
$r = { a => [1, 2] }.tree_each |$path, $v| { notice("${path} ${v}") }
notify { 'done': }
