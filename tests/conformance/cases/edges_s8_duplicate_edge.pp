notify { 'a': }
notify { 'b': require => Notify['a'] }
Notify['a'] -> Notify['b']
