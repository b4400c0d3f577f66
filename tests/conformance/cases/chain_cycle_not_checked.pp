notify { 'a': }
notify { 'b': require => Notify['a'] }
Notify['b'] -> Notify['a']
