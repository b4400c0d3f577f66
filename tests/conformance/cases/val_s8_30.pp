$r = [1,2,3].each |$x| { $x }
$s = {'a' => 1}.each |$k, $v| { }
notify { 'a': message => [$r, $s] }
