# Optional and NotUndef given a string hold a string type of that value.
$o = Optional['x']
$n = NotUndef['y']
notify { 'text': message => [String($o), String($n), String(Optional[Enum['x']])] }
notify { 'match': message => ['x' =~ $o, undef =~ $o, 'X' =~ $o, 'z' =~ $o, 'y' =~ $n, undef =~ $n] }
