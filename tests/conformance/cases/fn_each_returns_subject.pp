$v = [1, 2, 3].each |$x| { notice($x) }
notify { 'a': message => $v }
$w = {a => 1}.each |$k, $x| { }
notify { 'b': message => $w }
