$r = notify { 'a': }
$r -> notify { 'b': }
