notify { 'a': before => Notify['b'] }
notify { 'b': }
notify { 'c': }
Notify['a'] -> Notify['c']
