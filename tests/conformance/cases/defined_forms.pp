file { '/a': }
notify { 'n': message => defined(File['/a']) }
notify { 'm': message => [defined(File['/b']), defined('file'), defined('nosuch'), defined('$x')] }
