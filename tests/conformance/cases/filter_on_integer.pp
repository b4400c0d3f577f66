$f = 5.filter |$x| { $x % 2 == 0 }
$m = 3.map |$x| { $x }
notify { "${f} ${m}": }
