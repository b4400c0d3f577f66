$t = Notify
$x = $t { 'a': }
