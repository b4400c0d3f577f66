notify { 'a': require => [Notify['b'], Notify['c']] }
notify { 'b': }
notify { 'c': before => Notify['a'] }
