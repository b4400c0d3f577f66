class a {}
include a
notify { 'n': message => [defined(Class['a']), defined('a'), defined(Notify['n']), defined('nosuch'), defined('$x')] }
