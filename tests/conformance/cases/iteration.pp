$m = [1, 2, 3].map |$x| { $x * 10 }
$f = [1, 2, 3, 4].filter |$x| { $x % 2 == 0 }
$r = [1, 2, 3].reduce |$memo, $x| { $memo + $x }
$w = with(5) |$x| { $x + 1 }
{ 'a' => 1, 'b' => 2 }.each |$k, $v| { notify { "kv-${k}": message => $v } }
notify { 'it': message => [$m, $f, $r, $w] }
