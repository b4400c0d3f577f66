$t = Notify
$t { 'a': }
notify { 'b': require => $t['a'] }
