$v = 'B'
$r = $v ? { /^(a|b)$/ => "lower ${1}", /^[A-Z]$/ => "upper ${0}", default => 'none' }
notify { $r: }
