class c { }
define d { }
notify { 'n': }
notify { 'r': message => [defined(Class['c']), defined('c'), defined('d'), defined(D), defined(Notify['n']), defined(Notify['zz']), defined('$x'), defined('notify'), defined(File), defined('nosuch'), defined(Class['nope'])] }
