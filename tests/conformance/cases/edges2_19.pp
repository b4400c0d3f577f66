$r = notify { 'a': }
$r -> notify { 'b': }
notify { 'c': require => $r }
