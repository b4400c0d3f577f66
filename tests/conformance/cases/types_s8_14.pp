$r = [1, 2, 3].reduce |$m, $v| { $m * $v }
$s = {'a' => 1, 'b' => 2}.reduce(0) |$m, $kv| { $m + $kv[1] }
notify { 'a': message => [$r, $s] }
