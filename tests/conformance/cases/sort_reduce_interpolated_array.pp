$list = [3, 1, 2]
$sorted = sort($list)
$total = $list.reduce |$a, $b| { $a + $b }
notify { 'n': message => "${sorted} ${total} ${list.length}" }
