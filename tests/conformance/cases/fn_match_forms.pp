$m = 'key=value'.match(/^(\w+)=(\w+)$/)
$n = 'nope'.match(/x/)
notify { 'x': message => [$m, $n] }
