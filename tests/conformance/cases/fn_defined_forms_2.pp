notify { 'a': }
notify { 'b': message => defined(Notify['a']) }
notify { 'c': message => [defined(Notify['zz']), defined('notify'), defined(Class['main']), defined('$x')] }
