class c { }
notify { 'a': message => [defined(Class['c']), defined(Class['main']), defined('c')] }
include c
notify { 'b': message => defined(Class['c']) }
