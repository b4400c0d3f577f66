notify { 'a': }
notify { 'b': }
Notify['b'] { require => Notify['a'] }
