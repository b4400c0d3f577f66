class a { notify { 'a': } }
include a
notice(defined(Class['a']), defined('a'), defined(Notify['a']), defined(Notify['b']), defined('notify'), defined('$x'))
notify { 'r': message => [defined(Class['a']), defined('a'), defined(Notify['a']), defined(Notify['b']), defined('notify'), defined('$x'), defined('nosuch')] }
