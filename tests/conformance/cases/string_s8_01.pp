$a = 'x'
$b = "${a}${a}"
$c = "pre-${a}-post $a.ext ${a}::y $a::y"
notify { 'r': message => [$b, $c] }
