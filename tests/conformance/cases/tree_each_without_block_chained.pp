$r = []
$data = [1, [2, 3]]
notify { 'n': message => $data.tree_each.map |$v| { $v } }
