$t = Notify
$t { 'x': }
