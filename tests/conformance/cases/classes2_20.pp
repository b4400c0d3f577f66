define d($x) { notify { "d ${x}": } }
$params = { 'x' => 1 }
d { 'a': * => $params }
create_resources('d', { 'b' => { 'x' => 2 } })
create_resources(d, { 'c' => {} }, { 'x' => 3 })
