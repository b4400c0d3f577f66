$a = undef
$b = 5
notify { 'w': message => [$a.lest || { 'fallback' }, $b.then |$x| { $x * 2 }, $a.then |$x| { $x }] }
