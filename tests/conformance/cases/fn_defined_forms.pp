notify { 'a': }
$d = [defined(Notify['a']), defined(Notify['b']), defined('$x'), defined('notify'), defined(Class['main'])]
$x = 1
notify { 'out': message => $d }
