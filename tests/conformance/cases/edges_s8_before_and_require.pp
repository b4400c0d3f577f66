notify { 'a': before => [Notify['b'], Notify['c']], require => Notify['c'] }
notify { 'b': }
notify { 'c': }
