$d = Notify { message => 'dflt' }
$e = Notify['n'] { withpath => true }
notify { 'n': }
notice([$d, $e])
