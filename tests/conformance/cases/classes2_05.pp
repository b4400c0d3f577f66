define d($a = $title, $b = "${a}-b") { notify { $b: } }
d { 'one': }
