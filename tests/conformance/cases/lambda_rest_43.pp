notify { 'x': message => "${[1,2,3].slice(2) |$a, $b, *$r| { notice($r) }}" }
$s = [1,2,3].slice(2).map |*$r| { $r }
notify { 'y': message => "${s}" }
