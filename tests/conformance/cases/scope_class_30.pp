notify { 'a': before => Notify['b'], notify => Notify['c'] }
notify { 'b': require => Notify['c'] }
notify { 'c': subscribe => [Notify['a']] }
