notify { 'a': } -> notify { 'b': } <- notify { 'c': }
Notify['a'] ~> Notify['c']
