$x = 1
class c { }
include c
notify { 'r': message => [defined('$x'), defined('$y'), defined(Class['c']), defined('c')] }
