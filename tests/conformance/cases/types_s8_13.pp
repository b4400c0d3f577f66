$r = { 'a' => 1 }.map |$pair| { $pair }
$s = { 'a' => 1 }.map |$k, $v| { [$v, $k] }
notify { 'a': message => [$r, $s] }
