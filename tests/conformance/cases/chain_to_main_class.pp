notify { 'a': }
Notify['a'] -> Class['main']
