notify { 'a': }
Notify['a'] -> Notify['nope'] -> Notify['a']
