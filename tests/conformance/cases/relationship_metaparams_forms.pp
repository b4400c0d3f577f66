notify { 'a': before => Notify['b'] }
notify { 'b': require => [Notify['a']], before => 'Notify[c]' }
notify { 'c': subscribe => Notify['a', 'b'] }
