notify { 'a': alias => 'first' }
notify { 'b': require => Notify['first'] }
Notify['first'] -> notify { 'c': }
