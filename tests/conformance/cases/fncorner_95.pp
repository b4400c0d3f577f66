$x = [3,1,2].min |$a, $b| { compare($b, $a) }
$y = max(['a','bb','ccc']) |$a, $b| { compare($a.length, $b.length) }
notify { 'x': message => "${x} ${y}" }
