define d($a, $b = $a) { notify { $title: message => "${a}${b}" } }
d { 'x': a => 1 }
