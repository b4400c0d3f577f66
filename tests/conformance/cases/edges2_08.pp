notify { 'a': before => [Notify['b'], Notify['c']], notify => Notify['c'] }
notify { 'b': subscribe => Notify['c'] }
notify { 'c': }
