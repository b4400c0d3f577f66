$r = Notify['a']
notify { 'a': }
notify { 'b': require => $r }
$r -> Notify['b']
