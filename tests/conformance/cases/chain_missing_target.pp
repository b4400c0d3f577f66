notify { 'a': }
Notify['a'] -> Notify['nope']
